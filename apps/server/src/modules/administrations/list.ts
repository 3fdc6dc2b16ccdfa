import {
  AdministrationListSchema,
  AdministrationOrgNodeSchema,
  type AccessTokenPayload,
  type AdministrationList,
  type AdministrationOrgNode,
  type AdministrationListQuerySchema,
} from '@roar/contracts';
import type { z } from 'zod';
import {
  NO_PROGRESS,
  countAdministrationProgress,
  countOrgProgress,
  findAdministrationAssessments,
  findAdministrationInScope,
  findAdministrationOrgNodes,
  isInAdministrationTree,
  listAdministrations,
  type Db,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import { notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { toAdministrationBase } from './presenter.ts';

/**
 * One page of the administrations the caller's scope reaches, each with progress counts over the
 * students the caller may see. Test administrations only for super admins who ask for them.
 */
export async function listAdministrationsFor(
  db: Db,
  auth: AccessTokenPayload,
  query: z.output<typeof AdministrationListQuerySchema>,
  now = new Date(),
): Promise<AdministrationList> {
  const scope = scopeOf(auth);
  const { rows, total } = await listAdministrations(db, {
    scope,
    search: query.search || undefined,
    sort: query.sort,
    order: query.order,
    page: query.page,
    pageSize: query.pageSize,
    includeTest: auth.super_admin === true && query.includeTest === true,
  });
  const ids = rows.map((r) => r.id);
  const [assessments, counts] = await Promise.all([
    findAdministrationAssessments(db, ids),
    countAdministrationProgress(db, ids, scope, today(now)),
  ]);
  return AdministrationListSchema.parse({
    items: rows.map((row) => ({
      ...toAdministrationBase(
        row,
        assessments.filter((a) => a.administrationId === row.id),
      ),
      counts: counts.get(row.id) ?? NO_PROGRESS,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/**
 * One level of an administration's organisation tree within the caller's scope, each node with
 * progress counts over its students. 404 for an administration or parent the caller cannot see.
 */
export async function administrationOrgTree(
  db: Db,
  auth: AccessTokenPayload,
  params: { administrationId: string; parentId?: string | undefined },
  now = new Date(),
): Promise<AdministrationOrgNode[]> {
  const scope = scopeOf(auth);
  const { administrationId, parentId } = params;
  if (!(await findAdministrationInScope(db, administrationId, scope))) {
    throw notFound('No such administration.');
  }
  if (
    parentId &&
    !(await isInAdministrationTree(db, { administrationId, scope, orgId: parentId }))
  ) {
    throw notFound('No such organisation in this administration.');
  }
  const nodes = await findAdministrationOrgNodes(db, { administrationId, scope, parentId });
  const counts = await countOrgProgress(db, {
    administrationId,
    orgIds: nodes.map((n) => n.id),
    day: today(now),
  });
  return nodes.map((n) =>
    AdministrationOrgNodeSchema.parse({ ...n, counts: counts.get(n.id) ?? NO_PROGRESS }),
  );
}
