import type { Readable } from 'node:stream';
import { ORG_USERS_CSV_COLUMNS, type AccessTokenPayload } from '@roar/contracts';
import { insertAuditEntry, iterateOrgUsers, type Db, type Org, type User } from '@roar/db';
import { csvStream, type CsvValue } from '../../lib/csv.ts';
import { today } from '../../lib/day.ts';
import { orgInScope } from './org-service.ts';

/** A demographic answer as a cell: text as is, lists as lists, anything else as text. */
function demographic(user: User, key: string): CsvValue {
  const value = user.demographics?.[key];
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One CSV row of a user, in ORG_USERS_CSV_COLUMNS order. */
export function orgUserRow(user: User): CsvValue[] {
  return [
    user.username,
    user.email,
    user.nameFirst,
    user.nameLast,
    user.grade,
    demographic(user, 'gender'),
    user.dateOfBirth,
    user.userType,
    demographic(user, 'ell_status'),
    demographic(user, 'iep_status'),
    demographic(user, 'frl_status'),
    demographic(user, 'race'),
    demographic(user, 'hispanic_ethnicity'),
    demographic(user, 'home_language'),
    user.homeLocale,
    user.userType === 'student' ? user.timeAccommodation : null,
  ];
}

/** `Demo Elementary School` -> `demo-elementary-school`. */
export function kebabCase(name: string): string {
  const kebab = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return kebab || 'organization';
}

/**
 * The current users of an organisation inside the caller's scope (districts and schools: with
 * everyone below them) as a CSV stream and its file name. Exports of personal data are audited.
 */
export async function exportOrgUsers(
  db: Db,
  actor: { auth: AccessTokenPayload; ip?: string },
  orgId: string,
): Promise<{ org: Org; filename: string; stream: Readable }> {
  const org = await orgInScope(db, actor.auth, orgId);
  await insertAuditEntry(db, {
    actorUserId: actor.auth.sub,
    action: 'org.export_users',
    targetType: org.type,
    targetId: org.id,
    districtId: org.districtId,
    ip: actor.ip ?? null,
  });
  async function* rows() {
    for await (const user of iterateOrgUsers(db, { org, day: today() })) yield orgUserRow(user);
  }
  return {
    org,
    filename: `${kebabCase(org.name)}-users-export.csv`,
    stream: csvStream(ORG_USERS_CSV_COLUMNS, rows()),
  };
}
