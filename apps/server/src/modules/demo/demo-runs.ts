import {
  generateId,
  RUN_UPLOAD_MAX_ITEMS,
  type AccessTokenPayload,
  type TrialInput,
} from '@roar/contracts';
import {
  findOpenAssignmentsOfUser,
  findOrgByName,
  findUserByLogin,
  insertMemberships,
  lockTransaction,
  type Administration,
  type Assignment,
  type Db,
  type NewMembership,
  type User,
} from '@roar/db';
import { createRng, gameOf, type GameTrial, type Rng } from '@roar/tasks/registry';
import { today } from '../../lib/day.ts';
import { afterMembershipChange } from '../assignments/membership-events.ts';
import { normalizeAssessment } from '../assignments/plan.ts';
import { computeClaims } from '../auth/claims.ts';
import { completeRun } from '../runs/complete-run.ts';
import { createRun } from '../runs/create-run.ts';
import type { RunDatabases } from '../runs/run-access.ts';
import { uploadTrials } from '../runs/upload.ts';
import { seedDemoAdministration } from './demo-administration.ts';
import {
  classmateLogin,
  DEMO_ADMINISTRATION,
  DEMO_SPANISH_HOME,
  DEMO_CLASSMATES,
  DEMO_FALL_SCREENER,
  DEMO_ORGS,
  DEMO_PASSWORD,
  type DemoClassmates,
  type DemoOrgKey,
  type DemoPerson,
} from './demo-world.ts';
import { insertDemoPerson } from './seed.ts';

/**
 * The demo world's classmates (demo-world.ts DEMO_CLASSMATES): simulated students of the grade-3
 * and grade-7 classes whose screener runs were played by each game's own `simulate()` with a
 * spread of abilities, and stored, completed and scored through the run recorder, like a child's
 * (createRun, uploadTrials, completeRun): the reports have distributions, support levels,
 * unreliable runs and histories on a fresh start. Deterministic: every ability, answer and time
 * comes from seeded generators.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The lock the demo world seed takes too: the two seeds never run at the same time. */
const SEED_LOCK = 'demo-world-seed';
/** How long before the fall screener opened the classmates joined their classes. */
const JOINED_DAYS_BEFORE_FALL = 30;
/** Ability gained between the fall screener and this one (theta). */
const GROWTH = 0.35;
/** Median response time of a child who rushes through a task (under every task's floor). */
const RUSHED_RT_MS = 250;

export interface DemoRunsDeps {
  hashPassword(password: string): Promise<string>;
  /** The seed time (tests pin it). Default: now. */
  now?: Date;
  /** Told when the seeding starts (it takes some seconds). */
  onStart?: () => void;
}

/**
 * What a classmate does, by place in the class list: most play every required task (and some the
 * optional ones); a few rush (too fast: unreliable), stop early (incomplete), leave a task
 * half-played, or have not started. `fall`: they also played the fall screener's normed tasks
 * (half of the class: each run costs some 50 queries of the first start).
 */
interface Behaviour {
  /** Rushes the tasks whose reliability counts response times; `retake`: then retakes them. */
  rushes?: { retake: boolean };
  /** Stops early in the first task whose reliability counts completeness. */
  stopsEarly?: boolean;
  /** Leaves the last task half-played (a started run). */
  leavesOne?: boolean;
  /** Has not started the screener. */
  absent?: boolean;
  fall: boolean;
}

function behaviourOf(index: number): Behaviour {
  const fall = index % 2 === 0;
  switch (index) {
    case 3:
      return { rushes: { retake: true }, fall };
    case 7:
      return { stopsEarly: true, fall };
    case 11:
      return { rushes: { retake: false }, fall };
    case 15:
      return { leavesOne: true, fall };
    case 18:
      return { absent: true, fall: false };
    default:
      return { fall };
  }
}

/** A standard normal draw (Box-Muller). */
function normal(rng: Rng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** The two targets inside one transaction each (one when they are the same database). */
async function inTransaction<T>(dbs: RunDatabases, work: (tx: RunDatabases) => Promise<T>) {
  if (dbs.admin === dbs.app) return dbs.admin.transaction((tx) => work({ admin: tx, app: tx }));
  return dbs.admin.transaction((admin) => dbs.app.transaction((app) => work({ admin, app })));
}

/** The organisations the classmates and the fall screener need. */
const NEEDED_ORGS = new Set<DemoOrgKey>([
  'district',
  ...DEMO_FALL_SCREENER.orgs,
  ...DEMO_CLASSMATES.flatMap((c) => [c.org, c.school]),
]);

/**
 * The ids of the demo organisations, or undefined when the demo world is not there (a demo world
 * seeded by an older version may lack organisations the classmates do not need).
 */
async function demoOrgIds(db: Db): Promise<Record<DemoOrgKey, string> | undefined> {
  const ids = {} as Record<DemoOrgKey, string>;
  for (const org of DEMO_ORGS) {
    const row = await findOrgByName(db, { type: org.type, name: org.name });
    if (row) ids[org.key] = row.id;
    else if (NEEDED_ORGS.has(org.key)) return undefined;
  }
  return ids;
}

const firstClassmate = () => {
  const [first, last] = DEMO_CLASSMATES[0]!.names[0]!;
  return classmateLogin(first, last);
};

/** A classmate as a demo person: a student of the class and its school. */
function classmatePerson(cls: DemoClassmates, first: string, last: string, i: number): DemoPerson {
  const spanishHome = DEMO_SPANISH_HOME.first === first && DEMO_SPANISH_HOME.last === last;
  return {
    login: classmateLogin(first, last),
    description: `Classmate, grade ${cls.grade}`,
    userType: 'student',
    first,
    last,
    grade: cls.grade,
    birthday: `${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
    inDistrict: true,
    memberships: [
      { org: cls.org, role: 'student' },
      { org: cls.school, role: 'student' },
    ],
    ...(spanishHome ? { homeLocale: DEMO_SPANISH_HOME.homeLocale } : {}),
  };
}

/** The access token claims a signed-in student would carry (the run recorder's caller). */
async function studentAuth(db: Db, user: User, now: Date): Promise<AccessTokenPayload> {
  const { claims, permissions } = await computeClaims(db, user, now);
  return {
    ...claims,
    sub: user.id,
    sid: 'demo-seed',
    perms: permissions,
    auth_time: Math.floor(now.getTime() / 1000),
    auth_method: 'password',
  };
}

/** One run to play: a task of an administration by a simulated child at a time. */
interface PlannedRun {
  administrationId: string;
  taskId: string;
  at: Date;
  theta: number;
  medianRtMs?: number;
  /** 'incomplete': stops after part of the test; 'started': leaves the run unfinished. */
  cut?: 'incomplete' | 'started';
}

const asTrialInput = (t: GameTrial): TrialInput => ({
  id: generateId(),
  trialIndex: t.trialIndex,
  ...(t.block ? { block: t.block } : {}),
  ...(t.subtask ? { subtask: t.subtask } : {}),
  stage: t.stage,
  ...(t.itemId ? { itemId: t.itemId } : {}),
  data: t.data,
});

/** The trials of a run cut short: the practice and the first part of the test. */
function cutShort(trials: readonly GameTrial[], share: number): GameTrial[] {
  const test = trials.filter((t) => t.stage === 'test');
  const last = test[Math.floor(test.length * share)]?.trialIndex ?? Infinity;
  return trials.filter((t) => t.trialIndex < last);
}

/**
 * Plays one run through the run recorder as the student's game would: starts it, simulates the
 * child with the variant's parameters and the run's seed, uploads the trials in batches and
 * completes it (the server scores the stored trials), unless the child leaves it unfinished.
 */
async function playRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  plan: PlannedRun,
  seed: string,
): Promise<void> {
  const game = gameOf(plan.taskId);
  if (!game) return;
  const run = await createRun(
    dbs,
    {
      auth,
      input: {
        id: generateId(),
        administrationId: plan.administrationId,
        taskId: plan.taskId,
        taskVersion: game.version,
        seed,
      },
    },
    plan.at,
  );
  const schema = game.params(plan.taskId);
  const parsed = schema.safeParse(run.params);
  const params = parsed.success ? parsed.data : schema.parse({});
  const child = {
    theta: plan.theta,
    ...(plan.medianRtMs ? { medianRtMs: plan.medianRtMs } : {}),
  };
  let trials = game.simulate(plan.taskId, params, createRng(seed), child);
  if (plan.cut === 'incomplete') trials = cutShort(trials, 0.5);
  if (plan.cut === 'started') trials = cutShort(trials, 0.3);
  for (let i = 0; i < trials.length; i += RUN_UPLOAD_MAX_ITEMS) {
    const batch = trials.slice(i, i + RUN_UPLOAD_MAX_ITEMS).map(asTrialInput);
    await uploadTrials(dbs, { auth, runId: run.id, upload: { trials: batch } });
  }
  if (plan.cut === 'started') return;
  const minutes = 3 + Math.round(trials.length / 15);
  await completeRun(
    dbs,
    { auth, runId: run.id, input: {} },
    new Date(plan.at.getTime() + minutes * MINUTE_MS),
  );
}

/** The tasks a student holds in an administration: the required ones, then the optional. */
function tasksOf(assignment: Assignment): { required: string[]; optional: string[] } {
  const list = assignment.assessments.map(normalizeAssessment);
  return {
    required: list.filter((a) => !a.optional).map((a) => a.taskId),
    optional: list.filter((a) => a.optional).map((a) => a.taskId),
  };
}

/** Whether a task's reliability counts a flag (the game's own thresholds). */
const counts = (taskId: string, flag: string) =>
  (gameOf(taskId)?.scoring.thresholds.includedFlags as readonly string[] | undefined)?.includes(
    flag,
  ) ?? false;

/** The runs of one classmate in one administration, in time order from `start`. */
function sessionRuns(
  administrationId: string,
  tasks: readonly string[],
  start: Date,
  theta: number,
  behaviour: Omit<Behaviour, 'fall'>,
): PlannedRun[] {
  const runs: PlannedRun[] = [];
  let at = start.getTime();
  const stopsIn = behaviour.stopsEarly ? tasks.find((t) => counts(t, 'incomplete')) : undefined;
  tasks.forEach((taskId, i) => {
    const rushed = behaviour.rushes && counts(taskId, 'responseTimeTooFast');
    const left = behaviour.leavesOne && i === tasks.length - 1;
    runs.push({
      administrationId,
      taskId,
      at: new Date(at),
      theta,
      ...(rushed ? { medianRtMs: RUSHED_RT_MS } : {}),
      ...(taskId === stopsIn ? { cut: 'incomplete' as const } : {}),
      ...(left ? { cut: 'started' as const } : {}),
    });
    at += 12 * MINUTE_MS;
  });
  if (behaviour.rushes?.retake) {
    // The teacher sees the unreliable runs and has the child retake them the next day.
    const retakeAt = start.getTime() + DAY_MS;
    tasks
      .filter((t) => counts(t, 'responseTimeTooFast'))
      .forEach((taskId, i) =>
        runs.push({
          administrationId,
          taskId,
          at: new Date(retakeAt + i * 12 * MINUTE_MS),
          theta,
        }),
      );
  }
  return runs;
}

/** An administration a classmate holds, open at `at`, by name. */
async function heldAt(db: Db, user: User, name: string, at: Date) {
  const open = await findOpenAssignmentsOfUser(db, {
    userId: user.id,
    now: at,
    includeTest: false,
  });
  return open.find((o) => o.administration.name === name);
}

/** The time window [from, to] of an administration's runs, inside [earliest, latest]. */
function windowOf(administration: Administration, earliest: number, latest: number) {
  const from = Math.max(administration.dateOpened?.getTime() ?? earliest, earliest);
  const to = Math.min(administration.dateClosed?.getTime() ?? latest, latest);
  return to > from ? { from, to } : undefined;
}

/**
 * Seeds the classmates and their runs into a database holding the demo world, once: nothing
 * happens (`{seeded: false}`) when the demo world is missing or the classmates exist already.
 * Everything is written in one transaction per target, under the demo seed's lock.
 */
export async function seedDemoRuns(
  dbs: RunDatabases,
  deps: DemoRunsDeps,
): Promise<{ seeded: boolean; runs: number }> {
  const none = { seeded: false, runs: 0 };
  if (await findUserByLogin(dbs.admin, firstClassmate())) return none;
  if (!(await demoOrgIds(dbs.admin))) return none;
  deps.onStart?.();
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  const now = deps.now ?? new Date();
  const fallOpens = new Date(now.getTime() - DEMO_FALL_SCREENER.opensDaysBefore * DAY_MS);
  const joined = new Date(fallOpens.getTime() - JOINED_DAYS_BEFORE_FALL * DAY_MS);

  return inTransaction(dbs, async (tx) => {
    await lockTransaction(tx.admin, SEED_LOCK);
    const orgIds = await demoOrgIds(tx.admin);
    if (!orgIds || (await findUserByLogin(tx.admin, firstClassmate()))) return none;

    // The classmates, members of their class and school since before the fall screener.
    const classmates: { user: User; cls: DemoClassmates; index: number }[] = [];
    const memberships: NewMembership[] = [];
    for (const cls of DEMO_CLASSMATES) {
      for (const [index, [first, last]] of cls.names.entries()) {
        const person = classmatePerson(cls, first, last, index);
        const user = await insertDemoPerson(tx.admin, person, {
          passwordHash,
          now,
          districtId: orgIds.district,
          createdAt: joined,
        });
        classmates.push({ user, cls, index });
        for (const m of person.memberships) {
          // A demo world seeded before the family existed has no such org: no membership.
          if (!orgIds[m.org]) continue;
          const inDistrict = DEMO_ORGS.find((o) => o.key === m.org)?.inDistrict ?? true;
          memberships.push({
            userId: user.id,
            orgId: orgIds[m.org],
            role: m.role,
            districtId: inDistrict ? orgIds.district : null,
            startOn: today(joined),
            createdAt: joined,
          });
        }
      }
    }
    await insertMemberships(tx.admin, memberships);
    const userIds = classmates.map((c) => c.user.id);
    // The fall screener, assigned when it opened (closed since) to the classmates who took it;
    // then the open administrations of their organisations (the screener), as for any new member.
    await seedDemoAdministration(tx.admin, DEMO_FALL_SCREENER, {
      orgIds,
      now,
      materialize: {
        at: fallOpens,
        userIds: classmates.filter((c) => behaviourOf(c.index).fall).map((c) => c.user.id),
      },
    });
    await afterMembershipChange(tx.admin, userIds, now);

    let played = 0;
    for (const { user, cls, index } of classmates) {
      const rng = createRng(`demo-runs:${user.username}`);
      const theta = cls.theta.mean + cls.theta.sd * normal(rng);
      const behaviour = behaviourOf(index);
      const auth = await studentAuth(tx.admin, user, now);
      const plans: PlannedRun[] = [];

      const fall = await heldAt(tx.admin, user, DEMO_FALL_SCREENER.name, fallOpens);
      const fallWindow = fall && windowOf(fall.administration, 0, now.getTime());
      if (behaviour.fall && fall && fallWindow) {
        const span = fallWindow.to - fallWindow.from - 2 * DAY_MS;
        const start = new Date(fallWindow.from + DAY_MS + rng.next() * span);
        const fallTheta = theta - GROWTH + 0.25 * normal(rng);
        const tasks = tasksOf(fall.assignment).required;
        plans.push(...sessionRuns(fall.administration.id, tasks, start, fallTheta, {}));
      }

      const screener = await heldAt(tx.admin, user, DEMO_ADMINISTRATION.name, now);
      // The screener's first week (or the last one of an older demo world), up to an hour ago.
      const screenerWindow =
        screener && windowOf(screener.administration, now.getTime() - 7 * DAY_MS, now.getTime());
      if (!behaviour.absent && screener && screenerWindow) {
        const span = screenerWindow.to - screenerWindow.from - DAY_MS - 3 * HOUR_MS;
        const start = new Date(screenerWindow.from + HOUR_MS + rng.next() * Math.max(0, span));
        const { required, optional } = tasksOf(screener.assignment);
        const tasks = [...required, ...optional.filter(() => rng.next() < 0.35)];
        plans.push(...sessionRuns(screener.administration.id, tasks, start, theta, behaviour));
      }

      for (const [n, plan] of plans.entries()) {
        await playRun(tx, auth, plan, `demo-${user.username}-${plan.taskId}-${n}`);
        played += 1;
      }
    }
    return { seeded: true, runs: played };
  });
}
