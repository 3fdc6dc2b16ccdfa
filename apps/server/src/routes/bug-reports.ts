import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AcceptedSchema, BugReportRequestSchema } from '@roar/contracts';
import { fileBugReport } from '../modules/bug-reports/bug-report-service.ts';
import { sendByJob } from '../modules/mail/send-mail-job.ts';

/** Reports per client address per hour. */
const BUG_REPORTS_PER_HOUR = 5;

/** The signed-in caller's id when the request carries a valid access token; reports need none. */
async function optionalUserId(request: FastifyRequest): Promise<string | null> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  const result = await request.server.verifyAccessToken(token);
  return 'payload' in result ? result.payload.sub : null;
}

/**
 * `POST /api/bug-reports` (spec sections 2 and 5, 'Report an Issue'): stores the report and mails
 * it to SUPPORT_EMAIL when that is set, by a `mail.send` job that records the report as mailed
 * once the mail went out. Open to visitors who are not signed in (the sign-in page has the button
 * too), hence a tight per-address limit.
 */
export async function bugReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.databases.admin.db;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/bug-reports',
    {
      schema: { body: BugReportRequestSchema, response: { 201: AcceptedSchema } },
      config: { rateLimit: { max: BUG_REPORTS_PER_HOUR, timeWindow: 3_600_000 } },
    },
    async (request, reply) => {
      const { name, email, message, pageUrl } = request.body;
      const userId = await optionalUserId(request);
      const notice = await fileBugReport(
        db,
        {
          userId,
          name: name || null,
          email: email || null,
          message,
          pageUrl: pageUrl || null,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          ip: request.ip,
        },
        app.env.SUPPORT_EMAIL,
      );
      if (notice) {
        await sendByJob(app.jobs, request.log, notice.mail, {
          template: 'bug_report',
          afterSent: { bugReportId: notice.bugReportId },
        });
      }
      return reply.status(201).send({ accepted: true });
    },
  );
}
