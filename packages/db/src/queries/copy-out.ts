import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * `COPY (SELECT ...) TO STDOUT` on node-postgres (docs/decisions/042-report-csv-in-sql.md): the
 * statement's one text column streamed as the bytes of its values, a chunk at a time with the
 * number of rows the chunk ends.
 */

/** Bytes of one or more rows' values (the last possibly cut short) and how many rows ended. */
export interface CopiedText {
  bytes: Buffer;
  rows: number;
}

const dialect = new PgDialect();

/**
 * A literal for a parameter value as node-postgres sends it: text, typed by its context like an
 * untyped parameter ('5' for 5, 'true' for true). COPY takes no parameters, so they are written
 * into the statement (standard_conforming_strings on: only quotes are doubled).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    return `'${String(value).replaceAll("'", "''")}'`;
  }
  throw new Error(`copy-out: cannot write a ${typeof value} parameter into COPY`);
}

/** The statement's text with its parameters written in. */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Every `$` of the text must be a parameter: the statements built here have no other.
  if (/\$(?!\d)/.test(text)) throw new Error('copy-out: a $ that is not a parameter');
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

const ESCAPED: Record<number, number> = {
  0x62: 0x08, // \b
  0x66: 0x0c, // \f
  0x6e: 0x0a, // \n
  0x72: 0x0d, // \r
  0x74: 0x09, // \t
  0x76: 0x0b, // \v
};

/**
 * Undoes COPY's text format for one column (PostgreSQL docs, COPY, "Text Format"): backslash
 * escapes back to their bytes, the newline ending each row dropped and counted. A backslash at
 * the end of a chunk waits for the next. UTF-8 bytes of other characters never equal these.
 */
export class CopyTextDecoder {
  private pendingEscape = false;

  push(chunk: Buffer): CopiedText {
    const out = Buffer.allocUnsafe(chunk.length);
    let at = 0;
    let rows = 0;
    for (const byte of chunk) {
      if (this.pendingEscape) {
        out[at++] = ESCAPED[byte] ?? byte;
        this.pendingEscape = false;
      } else if (byte === 0x5c) this.pendingEscape = true;
      else if (byte === 0x0a) rows += 1;
      else out[at++] = byte;
    }
    return { bytes: out.subarray(0, at), rows };
  }
}

/**
 * Runs `settings` then a `COPY (...) TO STDOUT` statement in one transaction on a connection of its own and
 * yields the values' bytes as PostgreSQL sends them. Stopped early (the client went away), the
 * connection is closed rather than returned, which ends the statement on the server.
 */
export async function* copyOut(
  pool: pg.Pool,
  copy: string,
  settings: readonly string[],
): AsyncGenerator<CopiedText> {
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin');
    for (const setting of settings) await client.query(setting);
    const decoder = new CopyTextDecoder();
    const stream = client.query(copyTo(copy));
    for await (const chunk of stream) {
      const copied = decoder.push(chunk as Buffer);
      if (copied.bytes.length > 0 || copied.rows > 0) yield copied;
    }
    await client.query('commit');
    finished = true;
  } finally {
    client.release(finished ? undefined : true);
  }
}
