import { SURVEY_TASK_ID, generateId } from '@roar/contracts';
import { findVariantIdByName, type Database } from '@roar/db';
import { PROVISIONAL_NORMS_TASKS, provisionalNorms } from '@roar/scoring';
import type { DemoFixture } from './demo-fixtures.ts';
import type { ValidRequest } from './hostile-input-targets.ts';
import { administer, runClient, trialBatch } from './runs-fixtures.ts';

/**
 * Valid requests to every endpoint with a request schema, for the hostile-input test: each names
 * the caller (a role that holds the endpoint's permission; none for public endpoints) and real
 * ids of the demo world, so that a request changed in one field reaches validation and, when it
 * passes, the service and the database.
 */

const SUPER = 'superadmin@demo.roar.test';
const STUDENT = 'student1';
const PARENT = 'parent@demo.roar.test';
const LAUNCHER = 'launch@demo.roar.test';
/** Edits their own profile and password here, so no other test user is disturbed. */
const SELF_EDITOR = 'teacher7@demo.roar.test';
/** Signs in (and fails to) here; nobody else signs in as this account. */
const SIGN_IN_TARGET = 'explorer';
const DAY_MS = 86_400_000;
const STRONG_PASSWORD = 'Lantern-Orchard-Velvet-42';

/** Ids of the demo world and of records made for the test. */
export interface HostileWorld {
  districtId: string;
  schoolId: string;
  classId: string;
  familyOrgId: string;
  /** A group made for the test (edited, archived). */
  groupId: string;
  screenerId: string;
  /** An administration made for the test (edited). */
  editableAdministrationId: string;
  student1Id: string;
  /** Edited and archived by the test; gets new passwords. */
  student3Id: string;
  /** The parent's child; gets new passwords from the parent (nobody here signs in as them). */
  child1Id: string;
  taskId: string;
  variantId: string;
  /** A task, variant and bundle made for the test (edited). */
  ownTaskId: string;
  ownVariantId: string;
  bundleId: string;
  /** An open run of student1 that takes trials. */
  runId: string;
  /** A student import started by the super admin (read, cancelled, retried). */
  jobId: string;
  /** An administration of the survey for the grade 3 class (student1 answered about). */
  surveyAdministrationId: string;
  /** A draft norm table of the district, imported for the test (previewed, activated). */
  normTableId: string;
}

/** Makes the records the requests edit, beside the demo world. */
export async function prepareHostileWorld(
  demo: DemoFixture,
  database: Database,
): Promise<HostileWorld> {
  const call = async (login: string, method: 'POST', url: string, payload: unknown) => {
    const res = await demo.call(login, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  // A task of the demo screener that student1 is assigned (read from the data, not named here).
  const screener = await demo.assignmentOf(STUDENT);
  const taskId = screener?.assessments[0]?.taskId;
  if (!taskId) throw new Error(`${STUDENT} has no screener task`);
  const variantId = await findVariantIdByName(database.db, { taskId, name: 'default' });
  if (!variantId) throw new Error(`No default variant of ${taskId}`);
  const group = await call(SUPER, 'POST', '/api/admin/orgs', {
    type: 'group',
    name: 'Hostile Input Group',
    abbreviation: 'HIG',
  });
  const ownTaskId = `hostile-${generateId().toLowerCase()}`;
  await call(SUPER, 'POST', '/api/admin/tasks', {
    id: ownTaskId,
    name: 'Hostile input task',
    externalUrl: 'https://example.com/task',
  });
  const variant = await call(SUPER, 'POST', `/api/admin/tasks/${ownTaskId}/variants`, {
    name: 'base',
  });
  const bundle = await call(SUPER, 'POST', '/api/admin/task-bundles', {
    name: 'Hostile input bundle',
    variantIds: [variantId],
  });
  const runId = generateId();
  const run = await runClient(demo).create(STUDENT, {
    id: runId,
    administrationId: demo.screenerId,
    taskId,
  });
  if (run.statusCode !== 200) throw new Error(`run answered ${run.statusCode}: ${run.body}`);
  const job = await call(SUPER, 'POST', '/api/admin/roster/student-imports', {
    rows: [{ row: 1, username: 'hostile.job', password: STRONG_PASSWORD, grade: '3' }],
    fileName: 'hostile.csv',
  });
  const normTable = await call(
    SUPER,
    'POST',
    `/api/admin/districts/${demo.orgId.district}/norm-tables/imports`,
    { csv: normTableCsv(), fileName: 'hostile-norms.csv' },
  );
  return {
    jobId: job.id,
    normTableId: normTable.id,
    districtId: demo.orgId.district,
    schoolId: demo.orgId.elementary,
    classId: demo.orgId.grade3,
    familyOrgId: demo.orgId.family,
    groupId: group.id,
    screenerId: demo.screenerId,
    editableAdministrationId: await administer(demo, database, [taskId]),
    student1Id: await demo.userId(STUDENT),
    student3Id: await demo.userId('student3'),
    child1Id: await demo.userId('child1'),
    taskId,
    variantId,
    ownTaskId,
    ownVariantId: variant.id,
    bundleId: bundle.id,
    runId,
    surveyAdministrationId: await administer(demo, database, [SURVEY_TASK_ID]),
  };
}

/** A small valid norm table of the first normed task (docs/norm-table-csv.md). */
function normTableCsv(): string {
  const task = PROVISIONAL_NORMS_TASKS[0];
  const { language } = provisionalNorms(task)!;
  return [
    '# source: Hostile input norms',
    '# date: 2026-06-01',
    'task,language,grade,season,mean,sd,n',
    `${task},${language},3,,452,66.7,`,
    `${task},${language},5,,521,66.7,`,
  ].join('\n');
}

let serial = 0;
/** A number no earlier request used (fresh names, trial indexes). */
const next = () => (serial += 1);

/** The valid request of each endpoint (`METHOD url`), built afresh for every call. */
export function validRequests(w: HostileWorld): Record<string, () => ValidRequest> {
  const orgLists = { districts: [], schools: [], classes: [w.classId], groups: [], families: [] };
  const reportParams = { administrationId: w.screenerId, orgType: 'class', orgId: w.classId };
  const surveyParams = { ...reportParams, administrationId: w.surveyAdministrationId };
  const reportFilter = {
    schoolId: [w.schoolId],
    grade: ['3'],
    taskId: w.taskId,
    status: ['completed'],
    supportLevel: ['achieved'],
    reliability: 'reliable',
    search: 'oli',
  };
  const page = { page: '1', pageSize: '10', sort: 'lastName', order: 'asc' };
  const administration = () => ({
    name: `Hostile ${next()}`,
    publicName: 'Reading check',
    dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
    dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    orgs: orgLists,
    assessments: [
      {
        variantId: w.variantId,
        conditions: {
          assigned: { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: '1' },
          optional: null,
        },
      },
    ],
    sequential: false,
    legal: { consent: false, assent: false },
    isTest: false,
  });
  const child = () => ({
    username: `hostile.kid${next()}`,
    password: STRONG_PASSWORD,
    dateOfBirth: '2018-04-02',
    grade: '1',
    firstName: 'Kim',
    lastName: 'Lee',
    activationCode: 'ABCDEFGH',
  });
  const address = {
    formattedAddress: '1 Main St, Springfield',
    street: '1 Main St',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  };
  const documents = { collection: 'users', id: w.student1Id };
  const usersQuery = { search: 'stu', sort: 'username', order: 'asc', page: '1', pageSize: '10' };
  return {
    'POST /api/auth/sign-in': () => ({
      body: { identifier: SIGN_IN_TARGET, password: 'Not-The-Password-1' },
    }),
    'GET /api/admin/documents/:collection/:id': () => ({
      login: SUPER,
      params: documents,
      querystring: { 'mask.fieldPaths': ['username', 'name.first'] },
    }),
    'GET /api/app/documents/:collection/:id': () => ({
      login: STUDENT,
      params: documents,
      querystring: { 'mask.fieldPaths': 'username' },
    }),
    'POST /api/admin/documents::batchGet': () => ({
      login: SUPER,
      body: { documents: [`users/${w.student1Id}`], mask: { fieldPaths: ['username'] } },
    }),
    'POST /api/app/documents::batchGet': () => ({
      login: STUDENT,
      body: { documents: [`users/${w.student1Id}`], mask: { fieldPaths: ['username'] } },
    }),
    'POST /api/auth/email-link': () => ({
      body: { email: `hostile${next()}@example.com`, redirectTo: '/profile' },
    }),
    'POST /api/auth/email-link/complete': () => ({
      body: { email: 'parent@demo.roar.test', token: 'a'.repeat(32) },
    }),
    'POST /api/auth/password-reset': () => ({ body: { email: `hostile${next()}@example.com` } }),
    'POST /api/auth/password-reset/complete': () => ({
      body: { token: 'a'.repeat(32), password: STRONG_PASSWORD },
    }),
    'POST /api/external/completions': () => ({
      body: { run: w.runId, pid: 'pseudonym', exp: 1_900_000_000, sig: 'a'.repeat(64) },
    }),
    'POST /api/bug-reports': () => ({
      body: { name: 'Sam', email: 'sam@example.com', message: 'It broke.', pageUrl: '/home' },
    }),
    'PATCH /api/admin/users/me': () => ({
      login: SELF_EDITOR,
      body: { name: { first: 'Terry', middle: 'J', last: 'Seven' }, displayName: 'Terry' },
    }),
    'POST /api/auth/password': () => ({
      login: SELF_EDITOR,
      body: { currentPassword: 'Not-The-Current-1', newPassword: `${STRONG_PASSWORD}-${next()}` },
    }),
    // Without a pending sign-in the code is checked, then refused as expired.
    'POST /api/auth/second-factor': () => ({ body: { code: '123456' } }),
    'POST /api/auth/second-factor/confirm': () => ({
      login: SELF_EDITOR,
      body: { code: '123 456' },
    }),
    'GET /api/auth/providers/:provider/start': () => ({
      params: { provider: 'google' },
      querystring: { redirect_to: '/home', link: '1' },
    }),
    'GET /api/auth/providers/:provider/callback': () => ({
      params: { provider: 'google' },
      querystring: { state: 'abc', code: 'xyz' },
    }),
    'DELETE /api/auth/identities/:provider': () => ({
      login: SELF_EDITOR,
      params: { provider: 'google' },
    }),
    'DELETE /api/auth/sessions/:id': () => ({
      login: SELF_EDITOR,
      params: { id: 'not-a-session-of-mine' },
    }),
    'POST /api/admin/administrations': () => ({ login: SUPER, body: administration() }),
    'PUT /api/admin/administrations/:id': () => ({
      login: SUPER,
      params: { id: w.editableAdministrationId },
      body: administration(),
    }),
    'GET /api/admin/administrations': () => ({
      login: SUPER,
      querystring: { search: 'demo', sort: 'name', order: 'asc', page: '1', pageSize: '5' },
    }),
    'GET /api/admin/administrations/:id': () => ({
      login: SUPER,
      params: { id: w.screenerId },
    }),
    'GET /api/admin/administrations/:id/orgs': () => ({
      login: SUPER,
      params: { id: w.screenerId },
      querystring: { parentId: w.districtId },
    }),
    'DELETE /api/admin/administrations/:id': () => ({
      login: SUPER,
      params: { id: w.editableAdministrationId },
    }),
    'GET /api/app/assignments': () => ({ login: STUDENT, querystring: { launchId: w.student1Id } }),
    'POST /api/app/assignments/:administrationId/assessments/:taskId/start': () => ({
      login: STUDENT,
      params: { administrationId: w.screenerId, taskId: w.taskId },
      body: { launchId: w.student1Id },
    }),
    'POST /api/app/assignments/:administrationId/assessments/:taskId/complete': () => ({
      login: STUDENT,
      params: { administrationId: w.screenerId, taskId: w.taskId },
      body: { launchId: w.student1Id },
    }),
    'POST /api/app/legal/accept': () => ({
      login: STUDENT,
      body: { documentIds: ['consent'], launchId: w.student1Id },
    }),
    'POST /api/app/runs': () => ({
      login: STUDENT,
      body: {
        id: w.runId,
        administrationId: w.screenerId,
        taskId: w.taskId,
        taskVersion: '1.0.0',
        seed: 'seed-1',
        launchId: w.student1Id,
      },
    }),
    'GET /api/app/runs/:runId': () => ({ login: STUDENT, params: { runId: w.runId } }),
    'GET /api/app/runs/:runId/trials': () => ({ login: STUDENT, params: { runId: w.runId } }),
    'POST /api/app/runs/:runId/trials': () => {
      const [trial] = trialBatch(next(), 1);
      return {
        login: STUDENT,
        params: { runId: w.runId },
        body: { trials: [{ ...trial, block: 'b1', subtask: 'words', itemId: trial?.itemId }] },
      };
    },
    'POST /api/app/runs/:runId/interactions': () => ({
      login: STUDENT,
      params: { runId: w.runId },
      body: { events: [{ id: generateId(), event: 'blur', trialIndex: next(), timeMs: 12.5 }] },
    }),
    'POST /api/app/runs/:runId/rejected': () => ({
      login: STUDENT,
      params: { runId: w.runId },
      body: { code: 'trial_invalid', trials: [{ id: generateId(), trialIndex: next() }] },
    }),
    'POST /api/app/runs/:runId/external-link': () => ({
      login: STUDENT,
      params: { runId: w.runId },
    }),
    'POST /api/app/runs/:runId/complete': () => ({
      login: STUDENT,
      params: { runId: w.runId },
      // In the future: refused, so the run stays open for the trial uploads.
      body: { completedAt: new Date(Date.now() + 365 * DAY_MS).toISOString() },
    }),
    'GET /api/admin/tasks': () => ({
      login: SUPER,
      querystring: { registeredOnly: 'false', search: 'word' },
    }),
    'GET /api/admin/tasks/:id': () => ({ login: SUPER, params: { id: w.taskId } }),
    'POST /api/admin/tasks': () => ({
      login: SUPER,
      body: {
        id: `hostile-${next()}`,
        name: 'Task',
        publicName: 'Public task',
        description: 'A task.',
        imageUrl: 'https://example.com/a.png',
        externalUrl: 'https://example.com/task',
        registered: false,
        isTest: true,
        tags: ['reading'],
        displayOrder: 5,
      },
    }),
    'PATCH /api/admin/tasks/:id': () => ({
      login: SUPER,
      params: { id: w.ownTaskId },
      body: {
        name: 'Task',
        publicName: 'Public task',
        description: 'A task.',
        imageUrl: 'https://example.com/a.png',
        externalUrl: 'https://example.com/task',
        tags: ['reading'],
        displayOrder: 6,
      },
    }),
    'POST /api/admin/tasks/:id/variants': () => ({
      login: SUPER,
      params: { id: w.ownTaskId },
      body: { name: `v${next()}`, description: 'A variant.', params: { level: 'easy' } },
    }),
    'PATCH /api/admin/tasks/:id/variants/:variantId': () => ({
      login: SUPER,
      params: { id: w.ownTaskId, variantId: w.ownVariantId },
      body: { description: 'A variant.', params: { level: 'hard' } },
    }),
    'POST /api/admin/task-bundles': () => ({
      login: SUPER,
      body: { name: `Bundle ${next()}`, description: 'Some tasks.', variantIds: [w.variantId] },
    }),
    'PATCH /api/admin/task-bundles/:id': () => ({
      login: SUPER,
      params: { id: w.bundleId },
      body: { name: `Bundle ${next()}`, description: 'Some tasks.', variantIds: [w.variantId] },
    }),
    'POST /api/admin/orgs': () => ({
      login: SUPER,
      body: {
        type: 'school',
        name: `School ${next()}`,
        abbreviation: 'SCH',
        districtId: w.districtId,
        ncesId: '123456789012',
        address,
        tags: ['pilot'],
      },
    }),
    'GET /api/admin/orgs': () => ({
      login: SUPER,
      querystring: {
        type: 'school',
        districtId: w.districtId,
        search: 'demo',
        includeArchived: 'false',
        page: '1',
        pageSize: '10',
      },
    }),
    'GET /api/admin/orgs/:id': () => ({ login: SUPER, params: { id: w.groupId } }),
    'PATCH /api/admin/orgs/:id': () => ({
      login: SUPER,
      params: { id: w.groupId },
      body: { name: 'Hostile Input Group', abbreviation: 'HIG', address, tags: ['pilot'] },
    }),
    'POST /api/admin/orgs/:id/archive': () => ({ login: SUPER, params: { id: w.groupId } }),
    'POST /api/admin/orgs/:id/unarchive': () => ({ login: SUPER, params: { id: w.groupId } }),
    'POST /api/admin/orgs/:id/activation-codes': () => ({
      login: SUPER,
      params: { id: w.familyOrgId },
      body: { expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    }),
    'GET /api/admin/orgs/:id/activation-codes': () => ({
      login: SUPER,
      params: { id: w.familyOrgId },
    }),
    'POST /api/admin/activation-codes/:code/revoke': () => ({
      login: SUPER,
      params: { code: 'ABCDEFGH' },
    }),
    'GET /api/admin/orgs/:id/users.csv': () => ({ login: SUPER, params: { id: w.classId } }),
    'GET /api/admin/orgs/:orgType/:orgId/users': () => ({
      login: SUPER,
      params: { orgType: 'class', orgId: w.classId },
      querystring: usersQuery,
    }),
    'GET /api/admin/orgs/:orgType/:orgId/users.csv': () => ({
      login: SUPER,
      params: { orgType: 'class', orgId: w.classId },
      querystring: usersQuery,
    }),
    'POST /api/admin/orgs/:orgType/:orgId/users/exports': () => ({
      login: SUPER,
      params: { orgType: 'class', orgId: w.classId },
      body: { search: 'stu', sort: 'username', order: 'desc', includeArchived: true },
    }),
    'PATCH /api/admin/users/:id': () => ({
      login: SUPER,
      params: { id: w.student3Id },
      body: {
        name: { first: 'Stu', middle: 'R', last: 'Three' },
        grade: 'K',
        dateOfBirth: '2020-05-01',
        demographics: {
          gender: 'female',
          ell_status: 'no',
          iep_status: 'no',
          frl_status: 'no',
          race: ['Asian'],
          hispanic_ethnicity: 'no',
          home_language: ['English'],
          state_id: 'S-1',
        },
        homeLocale: 'es-ES',
      },
    }),
    'POST /api/admin/users/:id/archive': () => ({ login: SUPER, params: { id: w.student3Id } }),
    'POST /api/admin/users/:id/unarchive': () => ({ login: SUPER, params: { id: w.student3Id } }),
    'POST /api/admin/users/:id/sign-out': () => ({ login: SUPER, params: { id: w.student3Id } }),
    'POST /api/admin/users/:id/password': () => ({
      login: SUPER,
      params: { id: w.student3Id },
      body: { password: `${STRONG_PASSWORD}-${next()}` },
    }),
    'POST /api/admin/users/:id/second-factor/reset': () => ({
      login: SUPER,
      params: { id: w.student3Id },
    }),
    'POST /api/admin/roster/students': () => ({
      login: SUPER,
      body: {
        rows: [
          {
            row: 1,
            username: `hostile.student${next()}`,
            email: `hostile${next()}@example.com`,
            password: STRONG_PASSWORD,
            dateOfBirth: '2016-03-04',
            grade: '3',
            firstName: 'Ana',
            middleName: 'B',
            lastName: 'Cruz',
            gender: 'female',
            ell_status: 'no',
            iep_status: 'no',
            frl_status: 'no',
            race: ['Asian'],
            hispanic_ethnicity: 'no',
            home_language: ['English'],
            state_id: 'S-2',
            home_locale: 'en-gb',
            district: 'Demo District',
            school: 'Demo Elementary School',
            class: 'Grade 3 - Room 204',
            group: 'Dual Language Group',
          },
        ],
        orgs: { districts: [], schools: [], classes: [w.classId], groups: [] },
      },
    }),
    'POST /api/admin/roster/student-imports': () => ({
      login: SUPER,
      body: {
        rows: [
          {
            row: 1,
            username: `hostile.import${next()}`,
            password: STRONG_PASSWORD,
            dateOfBirth: '2016-03-04',
            grade: '3',
            school: 'Demo Elementary School',
          },
        ],
        orgs: { districts: [], schools: [], classes: [w.classId], groups: [] },
        fileName: 'roster.csv',
        headers: ['username', 'password'],
        records: [['a', 'b']],
      },
    }),
    'GET /api/admin/jobs': () => ({
      login: SUPER,
      querystring: {
        kind: 'roster.import_students',
        state: 'completed,failed',
        all: 'true',
        limit: '5',
      },
    }),
    'GET /api/admin/jobs/:id': () => ({ login: SUPER, params: { id: w.jobId } }),
    'GET /api/admin/districts/:districtId/norm-tables': () => ({
      login: SUPER,
      params: { districtId: w.districtId },
    }),
    'POST /api/admin/districts/:districtId/norm-tables/builds': () => ({
      login: SUPER,
      params: { districtId: w.districtId },
      body: { taskId: PROVISIONAL_NORMS_TASKS[0] },
    }),
    'POST /api/admin/districts/:districtId/norm-tables/imports': () => ({
      login: SUPER,
      params: { districtId: w.districtId },
      body: { csv: normTableCsv(), fileName: `norms-${next()}.csv` },
    }),
    'GET /api/admin/norm-tables/:id/preview': () => ({
      login: SUPER,
      params: { id: w.normTableId },
    }),
    'POST /api/admin/norm-tables/:id/activate': () => ({
      login: SUPER,
      params: { id: w.normTableId },
    }),
    'GET /api/admin/jobs/:id/file': () => ({ login: SUPER, params: { id: w.jobId } }),
    'POST /api/admin/jobs/:id/cancel': () => ({ login: SUPER, params: { id: w.jobId } }),
    'POST /api/admin/jobs/:id/retry': () => ({ login: SUPER, params: { id: w.jobId } }),
    'POST /api/admin/administrators': () => ({
      login: SUPER,
      body: {
        name: { first: 'Ada', middle: 'B', last: 'Admin' },
        email: `hostile.admin${next()}@example.com`,
        orgs: { districts: [w.districtId], schools: [], classes: [], groups: [], families: [] },
      },
    }),
    'GET /api/activation-codes/:code': () => ({ params: { code: 'ABCDEFGH' } }),
    'POST /api/auth/register/family': () => ({
      body: {
        email: `hostile.parent${next()}@example.com`,
        password: STRONG_PASSWORD,
        parent: { firstName: 'Pat', lastName: 'Parent', canContact: false },
        students: [child()],
        consent: { documentId: 'consent', version: '1' },
        isTestData: true,
        captchaToken: 'token',
      },
    }),
    'GET /api/auth/register/terms': () => ({ querystring: { locale: 'en-US' } }),
    'POST /api/admin/family/children': () => ({ login: PARENT, body: { students: [child()] } }),
    'PATCH /api/admin/family/children/:id': () => ({
      login: PARENT,
      params: { id: w.child1Id },
      body: { homeLocale: 'es-CO' },
    }),
    'POST /api/admin/family/children/:id/password': () => ({
      login: PARENT,
      params: { id: w.child1Id },
      body: { password: `${STRONG_PASSWORD}-${next()}` },
    }),
    'GET /api/admin/launch/students': () => ({
      login: LAUNCHER,
      querystring: { search: 'stu', page: '1' },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId': () => ({
      login: SUPER,
      params: reportParams,
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/summary': () => ({
      login: SUPER,
      params: reportParams,
      querystring: reportFilter,
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/summary': () => ({
      login: SUPER,
      params: reportParams,
      querystring: reportFilter,
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/groups': () => ({
      login: SUPER,
      params: reportParams,
      querystring: { schoolId: [w.schoolId], grade: ['3'] },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/students': () => ({
      login: SUPER,
      params: reportParams,
      querystring: { ...reportFilter, ...page },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/students': () => ({
      login: SUPER,
      params: reportParams,
      querystring: { ...reportFilter, ...page },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/progress/students.csv': () => ({
      login: SUPER,
      params: reportParams,
      querystring: { ...reportFilter, userId: [w.student1Id], locale: 'en-US' },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/students.csv': () => ({
      login: SUPER,
      params: reportParams,
      querystring: { ...reportFilter, userId: [w.student1Id], locale: 'en-US' },
    }),
    'POST /api/admin/reports/:administrationId/:orgType/:orgId/exports': () => ({
      login: SUPER,
      params: reportParams,
      body: {
        report: 'scores',
        ...reportFilter,
        sort: 'grade',
        order: 'desc',
        userId: [w.student1Id],
        locale: 'es-CO',
      },
    }),
    'GET /api/admin/tasks/:id/item-parameter-sets': () => ({
      login: SUPER,
      params: { id: 'swr' },
    }),
    'GET /api/admin/tasks/:id/item-parameter-sets/:setId': () => ({
      login: SUPER,
      params: { id: 'swr', setId: 'no-such-set' },
    }),
    'POST /api/admin/tasks/:id/item-parameter-sets/calibrations': () => ({
      login: SUPER,
      params: { id: 'swr' },
      body: { model: '2pl' },
    }),
    'POST /api/admin/tasks/:id/item-parameter-sets/:setId/activate': () => ({
      login: SUPER,
      params: { id: 'swr', setId: 'no-such-set' },
    }),
    'POST /api/admin/reports/:administrationId/:orgType/:orgId/item-responses/exports': () => ({
      login: SUPER,
      params: reportParams,
      body: { taskId: 'swr', identified: false },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId': () => ({
      login: SUPER,
      params: { ...reportParams, userId: w.student1Id },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/letter': () => ({
      login: SUPER,
      params: { ...reportParams, userId: w.student1Id },
      querystring: { locale: 'es-CO', reader: 'en-GB' },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/letter.pdf': () => ({
      login: SUPER,
      params: { ...reportParams, userId: w.student1Id },
      querystring: { locale: 'en-US', reader: 'es-ES' },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/report.pdf': () => ({
      login: SUPER,
      params: { ...reportParams, userId: w.student1Id },
      querystring: { locale: 'es-ES', reader: 'en-US' },
    }),
    'POST /api/admin/reports/:administrationId/:orgType/:orgId/letters': () => ({
      login: SUPER,
      params: reportParams,
      body: { schoolId: [], grade: ['3'], search: 'Ma', userId: [w.student1Id], reader: 'es-CO' },
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/survey': () => ({
      login: SUPER,
      params: surveyParams,
    }),
    'GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey': () => ({
      login: SUPER,
      params: { ...surveyParams, userId: w.student1Id },
    }),
    'PUT /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey': () => ({
      login: SUPER,
      params: { ...surveyParams, userId: w.student1Id },
      body: { answers: { 'adult-1': 2, 'adult-12': 0 }, language: 'es' },
    }),
    'PUT /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey/opt-out':
      () => ({
        login: SUPER,
        params: { ...surveyParams, userId: w.student1Id },
        body: { optedOut: false },
      }),
  };
}
