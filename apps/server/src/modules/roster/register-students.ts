import {
  duplicateLoginRows,
  normalizeGrade,
  normalizeLocale,
  normalizeTimeAccommodation,
  validateRosterRow,
  type AccessTokenPayload,
  type RegisterStudentsRequestSchema,
  type RegisterStudentsResponse,
  type RosterFieldError,
  type RosterRow,
  type RosterRowResult,
} from '@roar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  findTakenLogins,
  insertAuditEntry,
  insertMemberships,
  insertUser,
  normalizeEmail,
  normalizeUsername,
  setPasswordHash,
  type Db,
  type NewUser,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import { scopeOf } from '../access/scope.ts';
import { afterMembershipChange } from '../assignments/membership-events.ts';
import { compactDemographics } from './admin-user.ts';
import { placementsFromIds, placementsFromNames, type Placement } from './org-placement.ts';
import { takenLoginField } from './unique-violation.ts';
import { commonPasswordProblem } from '../auth/common-passwords.ts';

export interface RegisterContext {
  db: Db;
  auth: AccessTokenPayload;
  hashPassword: (password: string) => Promise<string>;
  log: FastifyBaseLogger;
  ip?: string;
  now?: Date;
}

type Request = z.output<typeof RegisterStudentsRequestSchema>;

/** Rows checked between two turns of the event loop. */
const YIELD_EVERY = 200;

const text = (value: string | undefined) => value?.trim() || null;
const list = (values: string[] | undefined) =>
  values?.map((v) => v.trim()).filter(Boolean) ?? undefined;

/** What checking roster rows found: per row, its problems and where the student would go. */
export interface CheckedRows {
  errors: RosterFieldError[][];
  placements: Placement[][];
}

/**
 * Checks every roster row before any is written: its own fields, the most common passwords,
 * repeats within the file, logins already taken, and the organisations it names (inside the
 * caller's scope) or that the request chose for every row.
 */
export async function checkRosterRows(
  ctx: Pick<RegisterContext, 'db' | 'auth'>,
  request: Pick<Request, 'rows' | 'orgs'>,
  now: Date,
): Promise<CheckedRows> {
  const scope = scopeOf(ctx.auth);
  const shared = await placementsFromIds(ctx.db, request.orgs, scope);
  const { rows } = request;

  const errors: RosterFieldError[][] = rows.map((row) =>
    validateRosterRow(row, { today: today(now), sharedOrgs: shared.length > 0 }),
  );
  // Rows whose password passes the rules but is one of the most common are refused one by one.
  for (const [index, row] of rows.entries()) {
    // A whole file is checked in a job: let requests in now and then (this loop never waits).
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise(setImmediate);
    const rowErrors = errors[index]!;
    if (!text(row.password) || rowErrors.some((e) => e.field === 'password')) continue;
    const common = await commonPasswordProblem(row.password!, [
      row.username,
      row.email,
      row.firstName,
      row.lastName,
    ]);
    if (common) rowErrors.push({ field: 'password', code: common });
  }
  for (const [index, field] of duplicateLoginRows(rows)) {
    errors[index]!.push({ field, code: 'duplicate_in_file' });
  }
  const taken = await findTakenLogins(ctx.db, {
    usernames: rows.flatMap((r) => (text(r.username) ? [normalizeUsername(r.username!)] : [])),
    emails: rows.flatMap((r) => (text(r.email) ? [normalizeEmail(r.email!)] : [])),
  });
  const resolved = await placementsFromNames(ctx.db, rows, scope);
  rows.forEach((row, index) => {
    const rowErrors = errors[index]!;
    if (text(row.username) && taken.usernames.has(normalizeUsername(row.username!))) {
      rowErrors.push({ field: 'username', code: 'username_taken' });
    }
    if (text(row.email) && taken.emails.has(normalizeEmail(row.email!))) {
      rowErrors.push({ field: 'email', code: 'email_taken' });
    }
    rowErrors.push(...resolved[index]!.errors);
  });
  return { errors, placements: resolved.map((r) => withShared(shared, r.placements)) };
}

/** The organisations chosen for every row, then the row's own (once each). */
function withShared(shared: readonly Placement[], own: readonly Placement[]): Placement[] {
  const all = [...shared];
  for (const p of own) if (!all.some((q) => q.orgId === p.orgId)) all.push(p);
  return all;
}

/**
 * Where each row's student goes, without checking the rows again (a resumed import, whose own
 * students would now be 'taken' logins).
 */
export async function rosterPlacements(
  ctx: Pick<RegisterContext, 'db' | 'auth'>,
  request: Pick<Request, 'rows' | 'orgs'>,
): Promise<Placement[][]> {
  const scope = scopeOf(ctx.auth);
  const shared = await placementsFromIds(ctx.db, request.orgs, scope);
  const resolved = await placementsFromNames(ctx.db, request.rows, scope);
  return resolved.map((r) => withShared(shared, r.placements));
}

/**
 * Registers a batch of students from a roster file (at most ROSTER_BATCH_MAX rows). Every row is
 * checked first (checkRosterRows); then each valid row is created in its own transaction
 * (account, password, memberships, assignments), so a row that fails leaves nothing behind and
 * never stops the others. Answers one result per row. A whole file goes through the student
 * import job instead (import-students-job.ts).
 */
export async function registerStudents(
  ctx: RegisterContext,
  request: Request,
): Promise<RegisterStudentsResponse> {
  const now = ctx.now ?? new Date();
  const { rows } = request;
  const { errors, placements } = await checkRosterRows(ctx, request, now);

  const results: RosterRowResult[] = [];
  for (const [index, row] of rows.entries()) {
    const rowErrors = errors[index]!;
    if (rowErrors.length > 0) {
      results.push({ row: row.row, status: 'failed', errors: rowErrors });
      continue;
    }
    results.push(await createStudent(ctx, row, placements[index]!, now));
  }

  const created = results.filter((r) => r.status === 'created').length;
  await insertAuditEntry(ctx.db, {
    actorUserId: ctx.auth.sub,
    action: 'roster.import_students',
    details: { rows: rows.length, created, failed: rows.length - created },
    ip: ctx.ip ?? null,
  });
  return { results };
}

async function createStudent(
  ctx: RegisterContext,
  row: RosterRow,
  placements: Placement[],
  now: Date,
): Promise<RosterRowResult> {
  const passwordHash = await ctx.hashPassword(row.password!);
  const districtId = placements.find((p) => p.districtId)?.districtId ?? null;
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, studentAccount(row, districtId));
      await setPasswordHash(tx, { userId: user.id, passwordHash, changedAt: now });
      await insertMemberships(
        tx,
        placements.map((p) => ({
          userId: user.id,
          orgId: p.orgId,
          role: 'student' as const,
          districtId: p.districtId,
        })),
      );
      await afterMembershipChange(tx, [user.id], now);
      await insertAuditEntry(tx, {
        actorUserId: ctx.auth.sub,
        action: 'user.create',
        targetType: 'user',
        targetId: user.id,
        districtId,
        details: { userType: 'student', source: 'roster', orgIds: placements.map((p) => p.orgId) },
        ip: ctx.ip ?? null,
      });
      return user.id;
    });
    return { row: row.row, status: 'created', userId };
  } catch (err) {
    // Another request may have taken the login since the check above.
    const field = takenLoginField(err);
    if (field) {
      return {
        row: row.row,
        status: 'failed',
        errors: [{ field, code: field === 'email' ? 'email_taken' : 'username_taken' }],
      };
    }
    ctx.log.error({ err, row: row.row }, 'roster row could not be created');
    return { row: row.row, status: 'failed', errors: [{ field: 'row', code: 'not_created' }] };
  }
}

/** The account of a checked roster row. */
export function studentAccount(row: RosterRow, districtId: string | null): NewUser {
  return {
    userType: 'student',
    username: text(row.username),
    email: text(row.email),
    nameFirst: text(row.firstName),
    nameMiddle: text(row.middleName),
    nameLast: text(row.lastName),
    grade: normalizeGrade(row.grade!),
    dateOfBirth: row.dateOfBirth!.trim(),
    demographics: compactDemographics({
      gender: text(row.gender),
      ell_status: text(row.ell_status),
      iep_status: text(row.iep_status),
      frl_status: text(row.frl_status),
      race: list(row.race),
      hispanic_ethnicity: text(row.hispanic_ethnicity),
      home_language: list(row.home_language),
      state_id: text(row.state_id),
    }),
    homeLocale: text(row.home_locale) ? normalizeLocale(row.home_locale!) : null,
    timeAccommodation: normalizeTimeAccommodation(row.time_accommodation ?? '') ?? 'none',
    districtId,
  };
}
