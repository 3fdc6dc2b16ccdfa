import type { FastifyInstance } from 'fastify';
import type { Database } from '@roar/db/testing';
import {
  findOrgByName,
  insertMemberships,
  insertUser,
  setPasswordHash,
  type OrgType,
} from '@roar/db';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { today } from '../src/lib/day.ts';

/** The admin of one school (Demo Elementary) the organisation tests add to the demo world. */
export const SCHOOL_ADMIN = 'elementary.admin@test.roar';

export interface OrgWorld {
  app: FastifyInstance;
  /** Org ids by name. */
  ids: Record<string, string>;
  /** Access tokens: superadmin, admin (district), teacher (class), schoolAdmin, student. */
  tokens: Record<string, string>;
  call(
    who: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ): Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
}

/** The demo world plus a school admin, an app, and tokens for each kind of caller. */
export async function openOrgWorld(database: Database): Promise<OrgWorld> {
  const { db } = database;
  await seedDemoWorld(db, { hashPassword });
  const { app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' });
  const ids: Record<string, string> = {};
  const named: [OrgType, string][] = [
    ['district', 'Demo District'],
    ['school', 'Demo Elementary School'],
    ['school', 'Demo Middle School'],
    ['class', 'Grade 3 - Room 204'],
    ['class', 'Grade 7 - Room 312'],
    ['group', 'Dual Language Group'],
  ];
  for (const [type, name] of named) ids[name] = (await findOrgByName(db, { type, name }))!.id;
  const schoolAdmin = await insertUser(db, {
    email: SCHOOL_ADMIN,
    userType: 'admin',
    nameFirst: 'Sam',
    districtId: ids['Demo District'],
  });
  await setPasswordHash(db, {
    userId: schoolAdmin.id,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await insertMemberships(db, [
    {
      userId: schoolAdmin.id,
      orgId: ids['Demo Elementary School']!,
      role: 'admin',
      districtId: ids['Demo District'],
      startOn: today(),
    },
  ]);
  const tokens: Record<string, string> = {};
  for (const [key, login] of [
    ['superadmin', 'superadmin@demo.roar.test'],
    ['admin', 'admin@demo.roar.test'],
    ['teacher', 'teacher@demo.roar.test'],
    ['schoolAdmin', SCHOOL_ADMIN],
    ['student', 'student1'],
  ] as const) {
    tokens[key] = (await signInAs(app, login)).accessToken;
  }
  return {
    app,
    ids,
    tokens,
    call: (who, method, url, payload) =>
      app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { authorization: `Bearer ${tokens[who]}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
