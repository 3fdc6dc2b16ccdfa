import type { APIRequestContext } from '@playwright/test';
import { ORG_LIST_MAX_PAGE_SIZE } from '@roar/contracts';
import { adminApi } from './admin-api.ts';

/** The main pages of the app, as the accessibility and pseudo-locale specs visit them. */

/** Ids the report pages need, asked of the API as the super administrator. */
export async function reportPaths(request: APIRequestContext): Promise<Array<[string, string]>> {
  const api = await adminApi(request);
  // Searched by name: the list pages 10 at a time, newest first, and other specs add to it.
  const administrations = await api.call<{ items: Array<{ id: string; name: string }> }>(
    'GET',
    '/api/admin/administrations?search=Demo%20Screener&includeTest=true',
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

/**
 * The names of the administrations and organisations the admin pages list, as the API gives them:
 * the demo world's and those other specs created before (data, never interface text).
 */
export async function dataNames(request: APIRequestContext): Promise<string[]> {
  const api = await adminApi(request);
  const names: string[] = [];
  // Every page: the admin home lists them newest first, 10 to a page.
  for (let page = 1; ; page += 1) {
    const list = await api.call<{
      items: Array<{ name: string; publicName: string }>;
      total: number;
      pageSize: number;
    }>('GET', `/api/admin/administrations?pageSize=50&page=${page}&includeTest=true`);
    for (const a of list.items) names.push(a.name, a.publicName);
    if (page * list.pageSize >= list.total || list.items.length === 0) break;
  }
  for (const type of ['district', 'school', 'class', 'group', 'family']) {
    const orgs = await api.call<{ items: Array<{ name: string; abbreviation: string | null }> }>(
      'GET',
      `/api/admin/orgs?type=${type}&pageSize=${ORG_LIST_MAX_PAGE_SIZE}`,
    );
    for (const org of orgs.items) names.push(org.name, org.abbreviation ?? '');
  }
  return names.filter(Boolean);
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
