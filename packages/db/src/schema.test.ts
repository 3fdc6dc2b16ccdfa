import journal from '../migrations/meta/_journal.json' with { type: 'json' };
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database, type Db } from './client.ts';
import { newId } from './ids.ts';
import { runMonthOf } from './trial-partitions.ts';
import {
  countUsers,
  findOrgByName,
  findUserByLogin,
  insertMemberships,
  insertOrg,
  insertUser,
  lockTransaction,
  updateUserAdminFields,
} from './queries/index.ts';
import { runs, trials, users } from './schema/index.ts';
import { testDatabaseTargets } from './testing.ts';

/** Rows of a raw query, whichever driver answered. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The Postgres error (code and constraint) a failed statement carried, through Drizzle's wrapper. */
async function pgError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as {
      code?: string;
      constraint?: string;
      cause?: { code?: string; constraint?: string };
    };
    return { code: e.cause?.code ?? e.code, constraint: e.cause?.constraint ?? e.constraint };
  }
  throw new Error('expected the statement to fail');
}

describe.each(testDatabaseTargets())('schema on $name', ({ open }) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(() => database?.close());

  it('creates the core and assessment schemas with their tables', async () => {
    const tables = await rows<{ table_schema: string; table_name: string }>(
      db,
      // Tables and partitioned tables, not their partitions (trials by month, ADR 041).
      sql`select n.nspname as table_schema, c.relname as table_name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('core', 'assessment') and c.relkind in ('r', 'p')
            and not c.relispartition
          order by 1, 2`,
    );
    const names = tables.map((t) => `${t.table_schema}.${t.table_name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'core.users',
        'core.credentials',
        'core.federated_identities',
        'core.sessions',
        'core.email_link_tokens',
        'core.orgs',
        'core.memberships',
        'core.activation_codes',
        'core.legal_documents',
        'core.legal_acceptances',
        'core.tasks',
        'core.task_variants',
        'core.task_bundles',
        'core.task_bundle_variants',
        'core.variant_secrets',
        'core.administrations',
        'core.administration_assessments',
        'core.administration_orgs',
        'core.assignments',
        'core.audit_log',
        'core.bug_reports',
        'core.report_scores',
        'core.report_counts',
        'core.sign_in_throttle',
        'core.request_counters',
        'core.jobs',
        'core.job_files',
        'core.pending_passwords',
        'core.second_factors',
        'core.recovery_codes',
        'core.sign_in_challenges',
        'core.survey_responses',
        'core.survey_opt_outs',
        'core.item_parameter_sets',
        'core.norm_tables',
        'assessment.runs',
        'assessment.trials',
        'assessment.interactions',
        'assessment.scores',
        'assessment.rejected_trials',
        'assessment.score_history',
      ]),
    );
    expect(names).toHaveLength(41);
  });

  it('has no foreign key from assessment into core (it may live on another database)', async () => {
    const crossing = await rows<{ constraint_name: string }>(
      db,
      sql`select tc.constraint_name
          from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'assessment'
            and ccu.table_schema <> 'assessment'`,
    );
    expect(crossing).toEqual([]);
  });

  it('applying the migrations again changes nothing', async () => {
    await migrateDatabase(database);
    const [applied] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied?.n)).toBe(journal.entries.length);
  });

  it('keeps emails unique whatever their case, and allows many accounts without one', async () => {
    await insertUser(db, { email: 'Ana.Lopez@Example.org', userType: 'teacher' });
    const err = await pgError(
      insertUser(db, { email: 'ana.lopez@example.ORG', userType: 'parent' }),
    );
    expect(err).toEqual({ code: '23505', constraint: 'users_email_key' });
    // Bypassing the normalising query function is refused too.
    const raw = await pgError(
      db.insert(users).values({ email: 'ANA.LOPEZ@example.org', userType: 'admin' }),
    );
    expect(raw.code).toBe('23514');

    await insertUser(db, { username: 'Kid1', userType: 'student' });
    await insertUser(db, { username: 'kid2', userType: 'student' });
    expect(await pgError(insertUser(db, { username: 'KID1', userType: 'student' }))).toMatchObject({
      code: '23505',
      constraint: 'users_username_key',
    });
    expect((await findUserByLogin(db, 'ANA.LOPEZ@example.org'))?.email).toBe(
      'ana.lopez@example.org',
    );
    expect((await findUserByLogin(db, ' kid1 '))?.username).toBe('kid1');
    expect(await countUsers(db)).toBe(3);
  });

  it('refuses values outside the text enums', async () => {
    const err = await pgError(db.insert(users).values({ userType: 'wizard' as 'admin' }));
    expect(err).toEqual({ code: '23514', constraint: 'users_user_type_check' });
  });

  it('keeps a student’s letter locale to the interface locales, null by default', async () => {
    const student = await insertUser(db, { username: 'letters.kid', userType: 'student' });
    expect(student.homeLocale).toBeNull();
    expect((await updateUserAdminFields(db, student.id, { homeLocale: 'es-CO' }))?.homeLocale).toBe(
      'es-CO',
    );
    expect(
      (await updateUserAdminFields(db, student.id, { homeLocale: null }))?.homeLocale,
    ).toBeNull();
    for (const value of ['fr-FR', 'es-co', '']) {
      const err = await pgError(
        db
          .update(users)
          .set({ homeLocale: value as 'en-US' })
          .where(eq(users.id, student.id)),
      );
      expect(err).toEqual({ code: '23514', constraint: 'users_home_locale_check' });
    }
    expect(
      await updateUserAdminFields(db, 'no-such-user', { homeLocale: 'en-GB' }),
    ).toBeUndefined();
  });

  it('round-trips dates as strings and timestamps as Dates on both drivers', async () => {
    const user = await insertUser(db, {
      username: 'dated',
      userType: 'student',
      dateOfBirth: '2017-03-14',
    });
    expect(user.dateOfBirth).toBe('2017-03-14');
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(user.superAdmin).toBe(false);
  });

  it('stores trials idempotently by their client-generated id', async () => {
    const [run] = await db.insert(runs).values({ userId: newId(), taskId: 'swr' }).returning();
    const trial = {
      id: newId(),
      runId: run!.id,
      runMonth: runMonthOf(run!.startedAt),
      trialIndex: 0,
      stage: 'test' as const,
      data: { rtMs: 812.5 },
    };
    const first = await db.insert(trials).values(trial).onConflictDoNothing().returning();
    const again = await db.insert(trials).values(trial).onConflictDoNothing().returning();
    expect(first).toHaveLength(1);
    expect(again).toHaveLength(0);
    const stored = await db.select().from(trials).where(eq(trials.runId, run!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({ rtMs: 812.5 });
    expect(run?.state).toBe('started');
    expect(run?.engagementFlags).toEqual([]);

    // A different id for the same position in the run is a client bug, not a retry.
    const clash = await pgError(db.insert(trials).values({ ...trial, id: newId() }));
    // PostgreSQL names the partition's index (trials_YYYY_MM_...) that refused it (ADR 041).
    expect(clash).toEqual({
      code: '23505',
      constraint: expect.stringMatching(/^trials_\d{4}_\d{2}_run_id_trial_index_run_month_key$/),
    });
  });

  it('builds the org tree with a tenant key and unique memberships', async () => {
    const district = await insertOrg(db, { type: 'district', name: 'North District' });
    expect(district.districtId).toBe(district.id);
    expect(district.tags).toEqual([]);
    const school = await insertOrg(db, {
      type: 'school',
      name: 'North Elementary',
      parentId: district.id,
      districtId: district.id,
    });
    expect(await findOrgByName(db, { type: 'school', name: 'North Elementary' })).toEqual(school);
    expect(await findOrgByName(db, { type: 'district', name: 'North Elementary' })).toBeUndefined();

    const user = await insertUser(db, { username: 'member', userType: 'student' });
    const membership = {
      userId: user.id,
      orgId: school.id,
      role: 'student' as const,
      startOn: '2025-09-01',
    };
    const [created] = await insertMemberships(db, [membership]);
    expect(created?.endOn).toBeNull();
    expect(await pgError(insertMemberships(db, [membership]))).toMatchObject({ code: '23505' });
    expect(await insertMemberships(db, [])).toEqual([]);
  });

  it('runs transactions with advisory locks and rolls back on a throw', async () => {
    const before = await countUsers(db);
    await expect(
      db.transaction(async (tx) => {
        await lockTransaction(tx, 'test-lock');
        await insertUser(tx, { username: 'rolled-back', userType: 'student' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await countUsers(db)).toBe(before);
    await db.transaction(async (tx) => {
      await lockTransaction(tx, 'test-lock');
      await insertUser(tx, { username: 'committed', userType: 'student' });
    });
    expect(await countUsers(db)).toBe(before + 1);
  });
});
