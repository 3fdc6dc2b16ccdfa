import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Inside a transaction: waits until no other transaction holds the lock called `name`, then holds
 * it until this transaction ends. Serialises one-off work (e.g. seeding) across server replicas.
 */
export async function lockTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
