import {
  DEFAULT_LOCALE,
  JOB_KINDS,
  LETTERS_PER_PRINT_MAX,
  LettersJobParamsSchema,
  PERMISSIONS as P,
  hasPermission,
  type AccessTokenPayload,
  type JobDetail,
  type LettersJobParams,
  type ParentLetter,
  type ReportParams,
  type StartLettersRequest,
  type StudentReportParams,
} from '@roar/contracts';
import { insertAuditEntry, iterateReportRows } from '@roar/db';
import { AppError, forbidden } from '../../lib/errors.ts';
import { actorNow } from '../jobs/actor.ts';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { openReport } from '../reports/report-service.ts';
import type { ReportDatabases } from '../reports/student-report.ts';
import { kebabCase } from '../orgs/users-export.ts';
import { renderLettersPdf } from './letter-pdf.ts';
import { studentLetter } from './letter-service.ts';

/** What a letters job keeps sealed: the personal parts of the request. */
export interface LettersInput {
  search?: string;
  userId?: string[];
}

/** Both permissions a class's letters need: the class list, and each student's report. */
const NEEDED = [P.Reports.Score.READ, P.Reports.Student.READ] as const;

function mayPrint(auth: AccessTokenPayload): boolean {
  return NEEDED.every((p) => hasPermission(auth.perms, p, () => undefined));
}

/**
 * `POST .../letters`: the letters of a report's students (its school and grade filters, a
 * search, or the selected students) in one PDF, made by a background job; answered at once.
 */
export async function startLetters(
  ctx: { dbs: ReportDatabases; jobs: JobQueue; auth: AccessTokenPayload },
  report: ReportParams,
  request: StartLettersRequest,
): Promise<JobDetail> {
  if (!mayPrint(ctx.auth)) throw forbidden('You do not have permission to do this.');
  const { org } = await openReport(ctx.dbs.admin, ctx.auth, report);
  const params: LettersJobParams = {
    administrationId: report.administrationId,
    orgType: report.orgType,
    orgId: report.orgId,
    schoolId: request.schoolId ?? [],
    grade: request.grade ?? [],
    reader: request.reader ?? DEFAULT_LOCALE,
    search: Boolean(request.search),
    selected: request.userId ? request.userId.length : null,
  };
  const input: LettersInput = {
    ...(request.search ? { search: request.search } : {}),
    ...(request.userId ? { userId: request.userId } : {}),
  };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.printLetters, {
    params,
    input,
    createdBy: ctx.auth.sub,
    districtId: org.districtId,
  });
  return jobDetail({ db: ctx.dbs.admin, jobs: ctx.jobs, auth: ctx.auth }, job.id);
}

/** The students to print, in the report's order (last name); refused above the print limit. */
async function studentsToPrint(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: LettersJobParams,
  input: LettersInput,
  now: Date,
): Promise<string[]> {
  const { scope } = await openReport(dbs.admin, auth, params, now);
  const ids: string[] = [];
  const rows = iterateReportRows(dbs.admin, {
    ...scope,
    filter: {
      schoolId: params.schoolId.length ? params.schoolId : undefined,
      grade: params.grade.length ? params.grade : undefined,
      search: input.search,
      userIds: input.userId,
    },
    sort: 'lastName',
    order: 'asc',
  });
  for await (const batch of rows) {
    ids.push(...batch.map((row) => row.userId));
    if (ids.length > LETTERS_PER_PRINT_MAX) throw new JobFailure('too_many_letters');
  }
  return ids;
}

/**
 * One student's letter for the print, or null when the student is no longer in the report (moved
 * since the list was read): skipped, not a failure of the whole print.
 */
async function letterOrSkip(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  student: StudentReportParams,
  reader: LettersJobParams['reader'],
  now: Date,
): Promise<ParentLetter | null> {
  try {
    return (await studentLetter(dbs, auth, student, { reader }, now)).letter;
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') return null;
    throw error;
  }
}

/**
 * `export.parent_letters`: a page per student with a finished task, each in the student's home
 * language (else the language of whoever started it), in one tagged PDF. Students with nothing
 * finished are counted, not printed. Runs with its starter's rights as they are now.
 */
export function lettersJob(deps: {
  dbs: ReportDatabases;
}): JobHandler<Record<string, unknown>, LettersInput> {
  return {
    kind: JOB_KINDS.printLetters,
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    needsInput: true,
    // A PDF of a school is held in memory while it is made: one at a time per process.
    concurrency: 1,
    async run(ctx) {
      const parsed = LettersJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const params = parsed.data;
      const now = new Date();
      const auth = await actorNow(deps.dbs.admin, ctx.job.createdBy, P.Reports.Student.READ, now);
      if (!mayPrint(auth)) throw new JobFailure('not_permitted');
      const userIds = await studentsToPrint(deps.dbs, auth, params, ctx.input ?? {}, now);
      // Progress: reading the students is the first half, drawing their letters the second.
      const total = 2 * userIds.length;
      await ctx.progress({ done: 0, total });
      const letters: ParentLetter[] = [];
      for (const [index, userId] of userIds.entries()) {
        const letter = await letterOrSkip(
          deps.dbs,
          auth,
          { ...params, userId },
          params.reader,
          now,
        );
        if (letter?.sections.length) letters.push(letter);
        if (index % 10 === 9) await ctx.progress({ done: index + 1 });
      }
      if (!letters.length) throw new JobFailure('no_letters');
      const { org } = await openReport(deps.dbs.admin, auth, params, now);
      const pdf = await renderLettersPdf(letters, {
        title: `${org.name} – ${letters[0]!.administration.name}`,
        onLetter: async (drawn) => {
          if (drawn % 10 === 0) {
            await ctx.progress({
              done: userIds.length + Math.round((drawn * userIds.length) / letters.length),
            });
          }
        },
      });
      // The audit entry commits only while the job is still this worker's, before the file.
      await ctx.step(total, (tx) =>
        insertAuditEntry(tx, {
          actorUserId: auth.sub,
          action: 'report.print_letters',
          targetType: org.type,
          targetId: org.id,
          districtId: org.districtId,
          details: {
            administrationId: params.administrationId,
            letters: letters.length,
            jobId: ctx.job.id,
          },
          ip: null,
        }),
      );
      await ctx.putFile({
        name: `${kebabCase(`${org.name} ${letters[0]!.administration.name}`)}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      });
      return { result: { letters: letters.length, skipped: userIds.length - letters.length } };
    },
  };
}
