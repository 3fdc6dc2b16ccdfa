import { PERMISSIONS as P, hasPermission, type AccessTokenPayload } from '@roar/contracts';
import { findCurrentMemberships, findDistrict, type Db, type Org } from '@roar/db';
import { today } from '../../lib/day.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

/**
 * Who may build, import, preview and activate a district's norm tables
 * (docs/decisions/054-local-norm-tables.md): super administrators anywhere, and the district's
 * current administrators for it alone. A table changes every score of the district, so school
 * administrators and teachers may not, though they read its reports.
 */

const DISTRICT_ONLY =
  'Only super administrators and administrators of the district may manage its norm tables.';

/** Whether `auth` administers the district now (a current admin membership of the district). */
async function administersDistrict(
  db: Db,
  auth: AccessTokenPayload,
  districtId: string,
  now: Date,
) {
  const memberships = await findCurrentMemberships(db, auth.sub, today(now));
  return memberships.some(
    (m) => m.role === 'admin' && m.orgType === 'district' && m.orgId === districtId,
  );
}

/**
 * The district, for a caller who may manage its norm tables: 404 when there is no such district,
 * 403 for everyone but super administrators and its administrators.
 */
export async function openDistrictNorms(
  db: Db,
  auth: AccessTokenPayload,
  districtId: string,
  now = new Date(),
): Promise<Org> {
  if (!hasPermission(auth.perms, P.Reports.Score.READ, () => undefined)) {
    throw forbidden('You do not have permission to do this.');
  }
  const district = await findDistrict(db, districtId);
  if (!district) throw notFound('No such district.');
  if (auth.super_admin === true) return district;
  if (!(await administersDistrict(db, auth, district.id, now))) throw forbidden(DISTRICT_ONLY);
  return district;
}
