import type { FastifyBaseLogger } from 'fastify';
import { JOB_KINDS } from '@roar/contracts';
import { markBugReportMailed, type Db } from '@roar/db';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './message.ts';

/** Which email a job sends: shown to super administrators with the job, never its address or body. */
export type MailTemplate = 'sign_in_link' | 'password_reset' | 'account_setup' | 'bug_report';

/** What to record once the mail went out (run once, after a successful delivery). */
export type MailFollowUp = { bugReportId: string };

/**
 * The parameters of a `mail.send` job: only facts a super administrator may see in the job list
 * (the message itself, with its address and any sign-in link, is the job's sealed input).
 */
export type SendMailParams = {
  template: MailTemplate;
  recipients: number;
  afterSent?: MailFollowUp;
};

/** Retry policy of mail jobs: a mail server that is down for a while still gets the message. */
export interface MailRetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

/** Five more attempts, 30 s apart at first and doubling (about half an hour in all). */
export const MAIL_RETRY: MailRetryPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/**
 * Whether a failed delivery was refused for good: the SMTP server answered with a 5xx code
 * (e.g. 550 mailbox unavailable), which another attempt would get again. 503 (bad sequence of
 * commands) is a session problem, not a refusal of the message. Connection failures, timeouts
 * and 4xx answers (e.g. 421, 451 try again later) are transient.
 */
export function isPermanentRefusal(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}

function isMailMessage(value: unknown): value is MailMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    (m.html === undefined || typeof m.html === 'string')
  );
}

/**
 * The `mail.send` job: delivers one message with the mailer (SMTP, or the developer outbox),
 * retried with backoff while the failure is transient; a permanent refusal fails the job as
 * `mail_refused`. The message is the job's input (sealed by the queue, dropped once sent). Its
 * follow-up (`afterSent`) runs after the delivery as a step of its own, so that a retry neither
 * sends the mail again once it went out nor records the follow-up twice.
 */
export function sendMailJob(deps: {
  db: Db;
  mailer: Mailer;
  /** Tests shorten the delays. */
  retry?: Partial<MailRetryPolicy>;
}): JobHandler<SendMailParams, MailMessage> {
  return {
    kind: JOB_KINDS.sendMail,
    ...MAIL_RETRY,
    ...deps.retry,
    needsInput: true,
    async run({ job, params, input, log, progress, step }) {
      if (!isMailMessage(input)) throw new JobFailure('input_unreadable');
      const followUp = params.afterSent;
      const total = followUp ? 2 : 1;
      // Progress 1: the mail went out (an earlier attempt may have sent it and failed afterwards).
      if (job.progressDone < 1) {
        try {
          await deps.mailer.send(input);
        } catch (err) {
          if (!isPermanentRefusal(err)) throw err;
          log.warn({ err, template: params.template }, 'mail refused by the mail server');
          throw new JobFailure('mail_refused');
        }
        await progress({ done: 1, total });
      }
      if (followUp && job.progressDone < 2) {
        await step(2, (tx) => markBugReportMailed(tx, followUp.bugReportId, new Date()));
      }
      return { result: { sent: true } };
    },
  };
}

/**
 * Hands a message to the `mail.send` job and never fails: a failure to enqueue is logged
 * (address and subject, as a failed delivery always was). Routes whose answer must not reveal
 * whether an account exists call it without waiting (`void sendByJob(...)`), so the answer
 * takes the same time whether a mail is queued or not.
 */
export async function sendByJob(
  jobs: Pick<JobQueue, 'enqueue'>,
  log: FastifyBaseLogger,
  message: MailMessage,
  params: { template: MailTemplate; afterSent?: MailFollowUp },
): Promise<void> {
  const recipients = message.to.split(',').filter((address) => address.trim() !== '').length;
  const jobParams: SendMailParams = { ...params, recipients };
  try {
    await jobs.enqueue(JOB_KINDS.sendMail, {
      params: jobParams,
      input: message,
      progressTotal: params.afterSent ? 2 : 1,
    });
  } catch (err) {
    log.error(
      { err, to: message.to, subject: message.subject, template: params.template },
      'mail could not be queued',
    );
  }
}
