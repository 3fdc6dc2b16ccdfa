import { DEFAULT_LOCALE } from '@roar/contracts';
import { insertBugReport, type Db, type NewBugReport } from '@roar/db';
import type { MailMessage } from '../mail/message.ts';
import { bugReportMail } from '../mail/templates.ts';

/**
 * The mail that tells support about a report, and the report to record as mailed once it went
 * out (the `afterSent` follow-up of its `mail.send` job).
 */
export interface BugReportNotice {
  mail: MailMessage;
  bugReportId: string;
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
    bugReportId: row.id,
  };
}
