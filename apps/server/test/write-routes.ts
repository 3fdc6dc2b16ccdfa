import { ALL_PERMISSIONS, ROLE_PERMISSIONS, type Permission } from '@roar/contracts';

/**
 * How each write route (POST, PUT, PATCH, DELETE) decides who may call it, for the access matrix
 * (access-matrix.test.ts). A write route missing here fails that test: a new endpoint must say
 * what guards it.
 */
export type WriteGuard =
  /** `requirePermission(permission)`: everyone else gets the 403 before anything is read. */
  | { permission: Permission }
  /** Signed in; the service refuses everyone but super admins. */
  | { superAdmin: string }
  /** Signed in; touches only the caller's own records (or a student they launch for). */
  | { ownRecords: string };

const ownRun = { ownRecords: 'own run, or a launched student’s' };

export const WRITE_ROUTES: Record<string, WriteGuard> = {
  'POST /api/admin/documents::batchGet': { ownRecords: 'a read, authorised per document' },
  'POST /api/app/documents::batchGet': { ownRecords: 'a read, authorised per document' },
  'PATCH /api/admin/users/me': { ownRecords: 'own profile' },
  'POST /api/auth/password': { ownRecords: 'own password' },
  'POST /api/auth/second-factor/setup': { ownRecords: 'own two-step sign-in' },
  'POST /api/auth/second-factor/confirm': { ownRecords: 'own two-step sign-in' },
  'POST /api/auth/second-factor/recovery-codes': { ownRecords: 'own two-step sign-in' },
  'POST /api/auth/second-factor/disable': { ownRecords: 'own two-step sign-in' },
  'DELETE /api/auth/identities/:provider': { ownRecords: 'own linked accounts' },
  'DELETE /api/auth/sessions/:id': { ownRecords: 'own sessions' },
  'POST /api/app/assignments/:administrationId/assessments/:taskId/start': ownRun,
  'POST /api/app/assignments/:administrationId/assessments/:taskId/complete': ownRun,
  'POST /api/app/legal/accept': { ownRecords: 'own consent' },
  'POST /api/app/runs': ownRun,
  'POST /api/app/runs/:runId/trials': ownRun,
  'POST /api/app/runs/:runId/interactions': ownRun,
  'POST /api/app/runs/:runId/rejected': ownRun,
  'POST /api/app/runs/:runId/complete': ownRun,
  'POST /api/app/runs/:runId/external-link': ownRun,
  'POST /api/admin/family/children': { permission: 'Tasks.LAUNCH' },
  // The service lets a parent set only their own children's passwords and letter languages.
  'POST /api/admin/family/children/:id/password': { permission: 'Tasks.LAUNCH' },
  'PATCH /api/admin/family/children/:id': { permission: 'Tasks.LAUNCH' },
  'POST /api/admin/administrations': { permission: 'Administrations.CREATE' },
  'PUT /api/admin/administrations/:id': { permission: 'Administrations.UPDATE' },
  'DELETE /api/admin/administrations/:id': { superAdmin: 'no permission of its own' },
  'POST /api/admin/tasks': { permission: 'Tasks.UPDATE' },
  'PATCH /api/admin/tasks/:id': { permission: 'Tasks.UPDATE' },
  'POST /api/admin/tasks/:id/variants': { permission: 'Tasks.UPDATE' },
  'PATCH /api/admin/tasks/:id/variants/:variantId': { permission: 'Tasks.UPDATE' },
  'POST /api/admin/task-bundles': { permission: 'Tasks.UPDATE' },
  'PATCH /api/admin/task-bundles/:id': { permission: 'Tasks.UPDATE' },
  'POST /api/admin/orgs': { permission: 'Organizations.CREATE' },
  'PATCH /api/admin/orgs/:id': { permission: 'Organizations.UPDATE' },
  'POST /api/admin/orgs/:id/archive': { permission: 'Organizations.UPDATE' },
  'POST /api/admin/orgs/:id/unarchive': { permission: 'Organizations.UPDATE' },
  'POST /api/admin/orgs/:id/activation-codes': { permission: 'ActivationCodes.CREATE' },
  'POST /api/admin/activation-codes/:code/revoke': { permission: 'ActivationCodes.CREATE' },
  'PATCH /api/admin/users/:id': { permission: 'Users.UPDATE' },
  'POST /api/admin/users/:id/archive': { permission: 'Users.UPDATE' },
  'POST /api/admin/users/:id/unarchive': { permission: 'Users.UPDATE' },
  'POST /api/admin/users/:id/sign-out': { permission: 'Users.UPDATE' },
  'POST /api/admin/users/:id/password': { permission: 'Users.UPDATE' },
  'POST /api/admin/users/:id/second-factor/reset': { permission: 'Users.UPDATE' },
  'POST /api/admin/roster/students': { permission: 'Users.CREATE' },
  'POST /api/admin/roster/student-imports': { permission: 'Users.CREATE' },
  'POST /api/admin/orgs/:orgType/:orgId/users/exports': { permission: 'Users.LIST' },
  // Either report permission lets a caller in; the one of the report the body names is checked
  // once the body is read (every role holds both or neither).
  'POST /api/admin/reports/:administrationId/:orgType/:orgId/exports': {
    permission: 'Reports.Progress.READ',
  },
  // The score report lets a caller in; the service then admits super administrators and the
  // district's administrators only (docs/item-responses-export.md).
  'POST /api/admin/reports/:administrationId/:orgType/:orgId/item-responses/exports': {
    permission: 'Reports.Score.READ',
  },
  // The score report lets a caller in; the service then admits super administrators and the
  // district's administrators only (docs/decisions/054-local-norm-tables.md).
  'POST /api/admin/districts/:districtId/norm-tables/builds': { permission: 'Reports.Score.READ' },
  'POST /api/admin/districts/:districtId/norm-tables/imports': { permission: 'Reports.Score.READ' },
  'POST /api/admin/norm-tables/:id/activate': { permission: 'Reports.Score.READ' },
  // The score report's list lets a caller in; the job needs each student's report too.
  'POST /api/admin/reports/:administrationId/:orgType/:orgId/letters': {
    permission: 'Reports.Score.READ',
  },
  // The student's report lets a caller in; the service decides who answers which form and who
  // may opt a child out (ADR 028).
  'PUT /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey': {
    permission: 'Reports.Student.READ',
  },
  'PUT /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey/opt-out': {
    permission: 'Reports.Student.READ',
  },
  'POST /api/admin/jobs/:id/cancel': { ownRecords: 'own jobs (all, for super admins)' },
  'POST /api/admin/jobs/:id/retry': { superAdmin: 'no permission of its own' },
  // Calibration and activation of item parameters (ADR 052): super administrators only.
  'POST /api/admin/tasks/:id/item-parameter-sets/calibrations': {
    superAdmin: 'no permission of its own',
  },
  'POST /api/admin/tasks/:id/item-parameter-sets/:setId/activate': {
    superAdmin: 'no permission of its own',
  },
  'POST /api/admin/administrators': { permission: 'Administrators.CREATE' },
};

const ADMIN_READS = ROLE_PERMISSIONS.admin;

/**
 * One caller of each kind and the permissions the rule of docs/decisions/022-write-permissions.md
 * gives them: class teachers only read; school and district administrators change users and
 * organisations; district (and super) administrators also mint activation codes.
 */
export const CALLERS: { who: string; login: string; perms: readonly Permission[] }[] = [
  { who: 'super admin', login: 'superadmin@demo.roar.test', perms: ALL_PERMISSIONS },
  {
    who: 'district admin',
    login: 'admin@demo.roar.test',
    perms: [...ADMIN_READS, 'Users.UPDATE', 'Organizations.UPDATE', 'ActivationCodes.CREATE'],
  },
  {
    who: 'school admin',
    login: 'matrix.school.admin@test.roar',
    perms: [...ADMIN_READS, 'Users.UPDATE', 'Organizations.UPDATE'],
  },
  { who: 'class teacher', login: 'teacher@demo.roar.test', perms: ADMIN_READS },
  { who: 'launch admin', login: 'launch@demo.roar.test', perms: ROLE_PERMISSIONS.launch_admin },
  { who: 'parent', login: 'parent@demo.roar.test', perms: ROLE_PERMISSIONS.launch_admin },
  { who: 'student', login: 'student1', perms: ROLE_PERMISSIONS.participant },
  { who: 'child', login: 'child1', perms: ROLE_PERMISSIONS.participant },
];

/** What the targeted writes act on: a pupil of the teacher's class and that class. */
export interface WriteTargets {
  pupilId: string;
  classId: string;
  /** A fresh activation code of the class, minted by the super admin. */
  mintCode(): Promise<string>;
  /** The super admin's request (setting up and putting back). */
  asSuperAdmin(method: 'POST' | 'PATCH', url: string, payload?: object): Promise<unknown>;
}

export interface TargetedWrite {
  /** A key of WRITE_ROUTES. */
  route: string;
  /** Readies the target; the request to send. */
  arrange(t: WriteTargets): Promise<{ url: string; payload?: object }>;
  /** Puts the target back after the attempt. */
  restore?(t: WriteTargets): Promise<void>;
}

const orgs = '/api/admin/orgs';
const users = '/api/admin/users';

/**
 * Each write of ADR 022 on a target that every administrator caller (super, district, school,
 * the class teacher) may read, so a refusal is about writing, never about seeing. Each request
 * is one that succeeds when allowed, and changes nothing a later attempt depends on.
 */
export const TARGETED_WRITES: TargetedWrite[] = [
  {
    route: 'PATCH /api/admin/users/:id',
    arrange: async (t) => ({ url: `${users}/${t.pupilId}`, payload: { grade: '3' } }),
  },
  {
    route: 'POST /api/admin/users/:id/archive',
    arrange: async (t) => ({ url: `${users}/${t.pupilId}/archive` }),
    restore: async (t) => void (await t.asSuperAdmin('POST', `${users}/${t.pupilId}/unarchive`)),
  },
  {
    route: 'POST /api/admin/users/:id/unarchive',
    arrange: async (t) => {
      await t.asSuperAdmin('POST', `${users}/${t.pupilId}/archive`);
      return { url: `${users}/${t.pupilId}/unarchive` };
    },
    restore: async (t) => void (await t.asSuperAdmin('POST', `${users}/${t.pupilId}/unarchive`)),
  },
  {
    route: 'POST /api/admin/users/:id/sign-out',
    arrange: async (t) => ({ url: `${users}/${t.pupilId}/sign-out` }),
  },
  {
    // Nobody signs in as the pupil, so a new password changes nothing a later attempt needs.
    route: 'POST /api/admin/users/:id/password',
    arrange: async (t) => ({
      url: `${users}/${t.pupilId}/password`,
      payload: { password: 'Matrix-Lantern-58' },
    }),
  },
  {
    route: 'POST /api/admin/users/:id/second-factor/reset',
    arrange: async (t) => ({ url: `${users}/${t.pupilId}/second-factor/reset` }),
  },
  {
    route: 'PATCH /api/admin/orgs/:id',
    arrange: async (t) => ({
      url: `${orgs}/${t.classId}`,
      payload: { name: 'Grade 3 - Room 204' },
    }),
  },
  {
    route: 'POST /api/admin/orgs/:id/archive',
    arrange: async (t) => ({ url: `${orgs}/${t.classId}/archive` }),
    restore: async (t) => void (await t.asSuperAdmin('POST', `${orgs}/${t.classId}/unarchive`)),
  },
  {
    route: 'POST /api/admin/orgs/:id/unarchive',
    arrange: async (t) => {
      await t.asSuperAdmin('POST', `${orgs}/${t.classId}/archive`);
      return { url: `${orgs}/${t.classId}/unarchive` };
    },
    restore: async (t) => void (await t.asSuperAdmin('POST', `${orgs}/${t.classId}/unarchive`)),
  },
  {
    route: 'POST /api/admin/orgs/:id/activation-codes',
    arrange: async (t) => ({ url: `${orgs}/${t.classId}/activation-codes`, payload: {} }),
  },
  {
    route: 'POST /api/admin/activation-codes/:code/revoke',
    arrange: async (t) => ({ url: `/api/admin/activation-codes/${await t.mintCode()}/revoke` }),
  },
];
