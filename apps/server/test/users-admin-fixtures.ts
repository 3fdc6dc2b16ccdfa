import type { FastifyInstance } from 'fastify';
import {
  findOrgByName,
  findUserByLogin,
  insertMemberships,
  insertUser,
  setPasswordHash,
  type Db,
  type Org,
} from '@roar/db';
import { DEMO_ORGS, DEMO_PASSWORD, type DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { signInAs } from './helpers.ts';

/** The demo organisations by key. */
export async function demoOrgs(db: Db): Promise<Record<DemoOrgKey, Org>> {
  const found = {} as Record<DemoOrgKey, Org>;
  for (const org of DEMO_ORGS) {
    found[org.key] = (await findOrgByName(db, { type: org.type, name: org.name }))!;
  }
  return found;
}

/** Adds an administrator of one school (the demo world has district and class admins only). */
export async function addSchoolAdmin(db: Db, school: Org, email: string): Promise<void> {
  const user = await insertUser(db, {
    userType: 'admin',
    email,
    nameFirst: 'School',
    nameLast: 'Admin',
    districtId: school.districtId,
  });
  await setPasswordHash(db, { userId: user.id, passwordHash: await hashPassword(DEMO_PASSWORD) });
  await insertMemberships(db, [
    { userId: user.id, orgId: school.id, role: 'admin', districtId: school.districtId },
  ]);
}

export async function userIdOf(db: Db, login: string): Promise<string> {
  return (await findUserByLogin(db, login))!.id;
}

/** `inject` with a bearer token, JSON in and out. */
export function caller(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload }),
  };
}

export async function tokenOf(app: FastifyInstance, login: string): Promise<string> {
  return (await signInAs(app, login)).accessToken;
}
