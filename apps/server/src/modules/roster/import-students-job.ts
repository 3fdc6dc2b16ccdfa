import {
  JOB_KINDS,
  PERMISSIONS as P,
  type OrgLists,
  type RosterFieldError,
  type RosterRow,
  type StudentImportResult,
} from '@roar/contracts';
import {
  insertAuditEntries,
  insertAuditEntry,
  insertMemberships,
  insertPendingPasswords,
  insertUsers,
  newId,
  type Db,
  type JobRowError,
} from '@roar/db';
import { afterMembershipChange } from '../assignments/membership-events.ts';
import { actorNow } from '../jobs/actor.ts';
import type { JobContext, JobHandler } from '../jobs/job-handler.ts';
import { seal } from '../jobs/seal.ts';
import type { Placement } from './org-placement.ts';
import { checkRosterRows, rosterPlacements, studentAccount } from './register-students.ts';
import { takenLoginField } from './unique-violation.ts';

/** The sealed input of a student import: the mapped rows and, for the report, the file itself. */
export interface StudentImportInput {
  rows: RosterRow[];
  orgs?: Omit<OrgLists, 'families'>;
  headers?: string[];
  records?: string[][];
}

/** The import's report of refused rows (a JSON file the web app turns into a localised CSV). */
export interface RefusedRowsReport {
  headers: string[];
  rows: { row: number; cells: string[]; errors: RosterFieldError[] }[];
}

export const REFUSED_ROWS_FILE = 'refused-rows.json';

/** Students written per transaction: big enough to be fast, small enough to resume cheaply. */
const CHUNK = 250;

/** Saved once every row is checked: a retry resumes writing, with the same valid rows. */
interface Findings {
  phase: 'writing';
  rows: number;
  /** Rows (their numbers) the check refused; the rest are written, in order. */
  refusedByCheck: number[];
}

/**
 * A roster file as one background job (docs/decisions/024-background-jobs.md): every row is
 * checked before any is written (fields, common passwords, repeats, taken logins, organisations
 * in the starter's scope of now), the problems are saved, then the valid rows are created in
 * chunks, each chunk with its memberships, assignments, audit entries and the progress count in
 * one transaction, so a retry after a crash resumes after the last chunk and creates no one twice.
 * Passwords are sealed for the follow-up hashing job (`roster.hash_passwords`), which keeps the
 * import itself fast; the students can sign in at once.
 */
export function importStudentsJob(deps: {
  db: Db;
  key: Buffer;
  /** Starts the hashing of the passwords this import left pending. */
  hashPasswordsLater: (importJobId: string) => Promise<void>;
}): JobHandler<Record<string, unknown>, StudentImportInput> {
  return {
    kind: JOB_KINDS.importStudents,
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    needsInput: true,
    async run(ctx) {
      const { db } = deps;
      const input = ctx.input!;
      const now = new Date();
      const auth = await actorNow(db, ctx.job.createdBy, P.Users.CREATE, now);
      const refused = new Map<number, RosterFieldError[]>();
      for (const e of ctx.job.rowErrors ?? []) {
        refused.set(e.row, e.errors as RosterFieldError[]);
      }
      const saved = ctx.job.result as Findings | null;
      const checked = saved?.phase === 'writing';
      let byCheck: Set<number>;
      let placements: Placement[][];
      if (!checked) {
        await ctx.progress({ done: 0, total: input.rows.length });
        const found = await checkRosterRows({ db, auth }, input, now);
        found.errors.forEach((errors, i) => {
          if (errors.length > 0) refused.set(input.rows[i]!.row, errors);
        });
        byCheck = new Set(refused.keys());
        placements = found.placements;
        // Saved before the first write: a resumed import would find its own students 'taken'.
        const findings: Findings = {
          phase: 'writing',
          rows: input.rows.length,
          refusedByCheck: [...byCheck],
        };
        await ctx.record({ result: { ...findings }, rowErrors: rowErrorsOf(refused) });
      } else {
        byCheck = new Set(saved.refusedByCheck);
        placements = await rosterPlacements({ db, auth }, input);
      }
      const valid = input.rows.flatMap((row, i) =>
        byCheck.has(row.row) ? [] : [{ row, placements: placements[i]! }],
      );
      const resumeAt = checked ? ctx.job.progressDone : 0;
      await ctx.progress({ done: resumeAt, total: valid.length });
      for (let start = resumeAt; start < valid.length; start += CHUNK) {
        const chunk = valid.slice(start, start + CHUNK);
        const end = start + chunk.length;
        try {
          await ctx.step(end, (tx) =>
            writeStudents(tx, deps.key, auth.sub, ctx.job.id, chunk, now),
          );
        } catch (err) {
          // A login taken since the check (or another row problem): row by row, keep the rest.
          if (!takenLoginField(err)) throw err;
          await writeOneByOne(ctx, deps.key, auth.sub, chunk, start, refused, now);
        }
      }
      const result: StudentImportResult = {
        rows: input.rows.length,
        created: input.rows.length - refused.size,
        refused: refused.size,
      };
      if (refused.size > 0) {
        await ctx.putFile({
          name: REFUSED_ROWS_FILE,
          contentType: 'application/json',
          content: JSON.stringify(refusedReport(input, refused)),
        });
      }
      await insertAuditEntry(db, {
        actorUserId: auth.sub,
        action: 'roster.import_students',
        details: { ...result, jobId: ctx.job.id },
      });
      if (result.created > 0) await deps.hashPasswordsLater(ctx.job.id);
      return { result: { ...result }, rowErrors: rowErrorsOf(refused) };
    },
  };
}

async function writeStudents(
  tx: Db,
  key: Buffer,
  actorUserId: string,
  jobId: string,
  chunk: readonly { row: RosterRow; placements: Placement[] }[],
  now: Date,
): Promise<void> {
  const accounts = chunk.map(({ row, placements }) => {
    const districtId = placements.find((p) => p.districtId)?.districtId ?? null;
    return { id: newId(), row, placements, districtId };
  });
  await insertUsers(
    tx,
    accounts.map((a) => ({ ...studentAccount(a.row, a.districtId), id: a.id })),
  );
  await insertPendingPasswords(
    tx,
    accounts.map((a) => ({
      userId: a.id,
      sealed: seal(key, Buffer.from(a.row.password!, 'utf8')),
    })),
  );
  await insertMemberships(
    tx,
    accounts.flatMap((a) =>
      a.placements.map((p) => ({
        userId: a.id,
        orgId: p.orgId,
        role: 'student' as const,
        districtId: p.districtId,
      })),
    ),
  );
  await afterMembershipChange(
    tx,
    accounts.map((a) => a.id),
    now,
  );
  await insertAuditEntries(
    tx,
    accounts.map((a) => ({
      actorUserId,
      action: 'user.create',
      targetType: 'user',
      targetId: a.id,
      districtId: a.districtId,
      details: {
        userType: 'student',
        source: 'roster',
        jobId,
        orgIds: a.placements.map((p) => p.orgId),
      },
    })),
  );
}

async function writeOneByOne(
  ctx: JobContext<Record<string, unknown>, StudentImportInput>,
  key: Buffer,
  actorUserId: string,
  chunk: readonly { row: RosterRow; placements: Placement[] }[],
  start: number,
  refused: Map<number, RosterFieldError[]>,
  now: Date,
): Promise<void> {
  for (const [i, entry] of chunk.entries()) {
    try {
      await ctx.step(start + i + 1, (tx) =>
        writeStudents(tx, key, actorUserId, ctx.job.id, [entry], now),
      );
    } catch (err) {
      const field = takenLoginField(err);
      if (!field) throw err;
      refused.set(entry.row.row, [
        { field, code: field === 'email' ? 'email_taken' : 'username_taken' },
      ]);
      await ctx.record({ rowErrors: rowErrorsOf(refused) });
      await ctx.progress({ done: start + i + 1 });
    }
  }
}

function rowErrorsOf(refused: Map<number, RosterFieldError[]>): JobRowError[] {
  return [...refused.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors }));
}

function refusedReport(
  input: StudentImportInput,
  refused: Map<number, RosterFieldError[]>,
): RefusedRowsReport {
  const cellsOf = new Map(input.rows.map((r, i) => [r.row, input.records?.[i] ?? []]));
  return {
    headers: input.headers ?? [],
    rows: rowErrorsOf(refused).map(({ row, errors }) => ({
      row,
      cells: cellsOf.get(row) ?? [],
      errors: errors as RosterFieldError[],
    })),
  };
}
