import type pg from 'pg';
import { openDatabase, type Db } from '@roar/db';

/**
 * The very statements a report endpoint runs: its service function is called once on its own
 * connection with Drizzle's query log on, recording every statement and its parameters
 * (transaction statements included), and the bench replays them with pg as the bare SQL. So the
 * ratio API / SQL measures only what the server adds (HTTP, authentication, mapping, JSON).
 */

export interface Statement {
  text: string;
  params: unknown[];
}

export async function recordStatements<T>(
  url: string,
  run: (db: Db) => Promise<T>,
): Promise<{ statements: Statement[]; value: T }> {
  const statements: Statement[] = [];
  const database = await openDatabase({
    url,
    poolSize: 1,
    logQuery: (text, params) => statements.push({ text, params }),
  });
  try {
    const value = await run(database.db);
    return { statements, value };
  } finally {
    await database.close();
  }
}

/** Runs the recorded statements one after the other on one connection. */
export async function replayStatements(
  client: pg.Client,
  statements: readonly Statement[],
): Promise<pg.QueryResult[]> {
  const results: pg.QueryResult[] = [];
  for (const { text, params } of statements) results.push(await client.query(text, params));
  return results;
}
