import {
  countUsers,
  findOrgByName,
  insertMemberships,
  insertOrg,
  insertUser,
  lockTransaction,
  linkFederatedIdentity,
  newId,
  setPasswordHash,
  type Db,
  type NewMembership,
  type User,
} from '@roar/db';
import {
  DEMO_DISTRICT_NAME,
  DEMO_ORGS,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  type DemoOrgKey,
  type DemoPerson,
} from './demo-world.ts';
import { today } from '../../lib/day.ts';
import { seedLegalDocuments } from '../legal/seed.ts';
import { seedDemoAdministrations } from './demo-administration.ts';
import { seedTaskCatalogue } from '../tasks/seed-catalogue.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-world.ts';

/** School single sign-on providers whose rosters link the demo district's students. */
const ROSTER_PROVIDERS = ['clever', 'classlink', 'nycps'] as const;

export interface SeedDeps {
  /** argon2id hashing from modules/auth, passed in so this module stays free of it. */
  hashPassword(password: string): Promise<string>;
  /** Creation time of every seeded row (tests pin it). Default: now. */
  now?: Date;
}

/** Whether the database already holds data: any account, or the demo district. */
async function hasData(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return true;
  return (await findOrgByName(db, { type: 'district', name: DEMO_DISTRICT_NAME })) !== undefined;
}

/** Year of birth typical for a grade ('K' -> about 5 at the start of the school year). */
function dateOfBirth(person: DemoPerson, now: Date): string | null {
  if (!person.grade || !person.birthday) return null;
  const grade = person.grade === 'K' ? 0 : Number(person.grade);
  return `${now.getUTCFullYear() - 6 - grade}-${person.birthday}`;
}

/**
 * Inserts one demo account with the (hashed) demo password; rostered students arrive linked to
 * their school providers. Memberships are the caller's.
 */
export async function insertDemoPerson(
  tx: Db,
  person: DemoPerson,
  params: { passwordHash: string; now: Date; districtId: string; createdAt?: Date },
): Promise<User> {
  const { now } = params;
  const createdAt = params.createdAt ?? now;
  const byEmail = person.login.includes('@');
  const user = await insertUser(tx, {
    email: byEmail ? person.login : null,
    username: byEmail ? null : person.login,
    displayName: `${person.first} ${person.last}`,
    nameFirst: person.first,
    nameLast: person.last,
    userType: person.userType,
    superAdmin: person.superAdmin ?? false,
    grade: person.grade ?? null,
    dateOfBirth: dateOfBirth(person, now),
    preferredLocale: person.preferredLocale ?? null,
    homeLocale: person.homeLocale ?? null,
    districtId: person.inDistrict ? params.districtId : null,
    createdAt,
    updatedAt: createdAt,
  });
  await setPasswordHash(tx, { userId: user.id, passwordHash: params.passwordHash, changedAt: now });
  if (person.userType === 'student' && person.inDistrict) {
    // Rostered students arrive with their school providers' ids. The demo uses the account id
    // as the subject, which is what the built-in development provider asserts (ADR 008).
    for (const provider of ROSTER_PROVIDERS) {
      await linkFederatedIdentity(tx, { userId: user.id, provider, subject: user.id });
    }
  }
  return user;
}

/**
 * Seeds the demo world (demo-world.ts) into an empty database, in one transaction. Does nothing
 * and answers `{seeded: false}` when any account or the demo district exists already; replicas
 * starting together are serialised by a transaction lock, so only one of them seeds.
 */
export async function seedDemoWorld(db: Db, deps: SeedDeps): Promise<{ seeded: boolean }> {
  if (await hasData(db)) return { seeded: false };
  // Demo administrations use the catalogue's 'default' variants: the catalogue comes first (the
  // server seeds it at start too; here it covers callers that seed the demo alone, like tests).
  await seedTaskCatalogue(db);
  // Hashing is slow by design: once, shared by every demo account.
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  const now = deps.now ?? new Date();
  const startOn = today(now);
  const stamps = { createdAt: now, updatedAt: now };

  const seeded = await db.transaction(async (tx) => {
    await lockTransaction(tx, 'demo-world-seed');
    if (await hasData(tx)) return false;

    const orgIds = Object.fromEntries(DEMO_ORGS.map((o) => [o.key, newId()])) as Record<
      DemoOrgKey,
      string
    >;
    const districtOf = (inDistrict: boolean) => (inDistrict ? orgIds.district : null);
    for (const org of DEMO_ORGS) {
      const parentId = org.parent ? orgIds[org.parent] : null;
      await insertOrg(tx, {
        id: orgIds[org.key],
        type: org.type,
        name: org.name,
        abbreviation: org.abbreviation ?? null,
        parentId,
        districtId: districtOf(org.inDistrict),
        schoolId: org.type === 'class' ? parentId : null,
        grade: org.grade ?? null,
        ...stamps,
      });
    }
    const orgDistrict = new Map(DEMO_ORGS.map((o) => [o.key, districtOf(o.inDistrict)]));

    const memberships: NewMembership[] = [];
    for (const person of DEMO_PEOPLE) {
      const user = await insertDemoPerson(tx, person, {
        passwordHash,
        now,
        districtId: orgIds.district,
      });
      for (const m of person.memberships) {
        memberships.push({
          userId: user.id,
          orgId: orgIds[m.org],
          role: m.role,
          districtId: orgDistrict.get(m.org) ?? null,
          startOn,
          createdAt: now,
        });
      }
    }
    await insertMemberships(tx, memberships);
    // Normally published at start-up already; here too so a seeded world is always complete.
    await seedLegalDocuments(tx, now);
    await seedDemoAdministrations(tx, { orgIds, now });
    return true;
  });
  return { seeded };
}
