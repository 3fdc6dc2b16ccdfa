import pg from 'pg';

/** The PostgreSQL server a benchmark creates its database on (trust auth on the dev machine). */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /** host:port/database, safe to print (never the credentials). */
  label: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statements: [string, unknown[]?][]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const [text, values] of statements) await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named `name` on the server of `serverUrl` (whose own database is
 * only used to connect). The name must be a plain lower-case identifier: it is not quoted-escaped.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  await onServer(admin.toString(), [
    [`drop database if exists ${name}`],
    [`create database ${name}`],
  ]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `${url.hostname}:${url.port || '5432'}/${name}`,
    drop: () =>
      onServer(admin.toString(), [
        [
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        ],
        [`drop database if exists ${name}`],
      ]),
  };
}
