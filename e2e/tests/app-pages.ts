import type { APIRequestContext } from '@playwright/test';
import { adminApi } from './admin-api.ts';

/** The main pages of the app, as the accessibility and pseudo-locale specs visit them. */

/** Ids the report pages need, asked of the API as the super administrator. */
export async function reportPaths(request: APIRequestContext): Promise<Array<[string, string]>> {
  const api = await adminApi(request);
  const administrations = await api.call<{ items: Array<{ id: string; name: string }> }>(
    'GET',
    '/api/admin/administrations',
  );
  const screener = administrations.items.find((a) => a.name === 'Demo Screener')!;
  const grade3 = await api.orgId('class', 'Grade 3 - Room 204');
  const { users } = await api.call<{ users: Array<{ id: string }> }>(
    'GET',
    `/api/admin/orgs/class/${grade3}/users`,
  );
  const at = `${screener.id}/class/${grade3}`;
  return [
    [`/administration/${at}`, 'progress report'],
    [`/scores/${at}`, 'score report'],
    [`/scores/${at}/user/${users[0]!.id}`, 'student report'],
    [`/administration/edit/${screener.id}`, 'edit administration'],
  ];
}

export const ADMIN_PAGES = [
  '/',
  '/list-orgs',
  '/create-orgs',
  '/administration/create',
  '/create-administrator',
  '/manage-tasks-variants',
  '/jobs',
  '/profile',
  '/profile/password',
  '/register-students',
  '/register',
];
