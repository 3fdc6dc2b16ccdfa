import type { AccessTokenPayload, ReportParams } from '@roar/contracts';
import { findOrgInScope, isInAdministrationTree, type Db, type Org } from '@roar/db';
import { forbidden } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';

/**
 * The organisation a report is about, once the caller may read it: it has the path's type, lies
 * inside the caller's scope and is reached by the administration. Anything else is 403, whether
 * or not the administration or organisation exists, so ids cannot be probed. The route's
 * permission (Reports.Progress/Score/Student.READ) is checked before this.
 */
export async function reportOrg(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
): Promise<Org> {
  const scope = scopeOf(auth);
  const org = await findOrgInScope(db, { type: params.orgType, id: params.orgId }, scope);
  if (!org) throw forbidden('The report is outside your organisations.');
  const reached = await isInAdministrationTree(db, {
    administrationId: params.administrationId,
    scope,
    orgId: org.id,
  });
  if (!reached) throw forbidden('The administration does not reach this organisation.');
  return org;
}
