import { DEFAULT_LOCALE } from '@roar/contracts';
import { insertBugReport, markBugReportMailed, type Db, type NewBugReport } from '@roar/db';
import type { MailMessage } from '../mail/message.ts';
import { bugReportMail } from '../mail/templates.ts';

/** The mail that tells support about a report, and what to record once it went out. */
export interface BugReportNotice {
  mail: MailMessage;
  onSent: () => Promise<void>;
}

/**
 * Stores a report sent with the 'Report an Issue' form. Returns the mail for `supportEmail` (in
 * the default language), or undefined when there is no support address to tell.
 */
export async function fileBugReport(
  db: Db,
  report: NewBugReport,
  supportEmail: string | undefined,
): Promise<BugReportNotice | undefined> {
  const row = await insertBugReport(db, report);
  if (!supportEmail) return undefined;
  const mail = bugReportMail(DEFAULT_LOCALE, row);
  return {
    mail: { to: supportEmail, ...mail },
    onSent: () => markBugReportMailed(db, row.id, new Date()),
  };
}
