import { index, jsonb, text } from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, timestamptz } from '../columns.ts';
import { core } from './schema.ts';

/**
 * Administrative writes, append-only. No foreign keys: an entry outlives the user or row it
 * mentions.
 */
export const auditLog = core.table(
  'audit_log',
  {
    id: idColumn(),
    actorUserId: text(),
    /** e.g. 'administration.create', 'user.update'. */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    districtId: districtIdColumn(),
    details: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
