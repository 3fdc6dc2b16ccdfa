import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bugReports, type BugReport } from '../schema/index.ts';

export interface NewBugReport {
  userId?: string | null;
  name?: string | null;
  email?: string | null;
  message: string;
  pageUrl?: string | null;
  userAgent?: string | null;
  ip?: string | null;
}

/** Stores one report sent with the 'Report an Issue' form. */
export async function insertBugReport(db: Db, values: NewBugReport): Promise<BugReport> {
  const [row] = await db.insert(bugReports).values(values).returning();
  if (!row) throw new Error('insertBugReport: no row returned');
  return row;
}

/** Records that the report was mailed to the support address. */
export async function markBugReportMailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(bugReports).set({ mailedAt: at }).where(eq(bugReports.id, id));
}
