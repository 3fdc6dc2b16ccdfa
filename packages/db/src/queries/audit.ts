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
