import type { Db } from '../client.ts';
import { auditLog } from '../schema/index.ts';

export interface AuditEntry {
  actorUserId?: string | null;
  /** e.g. 'auth.sign_in', 'auth.password_change', 'administration.create'. */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  districtId?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Appends one entry to the audit log. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Appends entries in one statement (bulk work such as a roster import). */
export async function insertAuditEntries(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values([...entries]);
}
