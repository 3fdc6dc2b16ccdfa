import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  administrations,
  assignments,
  findOrgByName,
  findUserByLogin,
  type Assignment,
  type Database,
} from '@roar/db';
import { buildTestApp, signInAs } from './helpers.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_ORGS, type DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

/** The demo world on a test database with the app, ids by key and a token helper. */
export interface DemoFixture {
  app: FastifyInstance;
  orgId: Record<DemoOrgKey, string>;
  userId(login: string): Promise<string>;
  token(login: string): Promise<string>;
  screenerId: string;
  /** The caller's request with a bearer token. */
  call(
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  assignmentOf(login: string, administrationId?: string): Promise<Assignment | undefined>;
}

export async function demoFixture(database: Database): Promise<DemoFixture> {
  await seedDemoWorld(database.db, { hashPassword });
  const { app } = await buildTestApp(database, { SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000' });
  const orgId = {} as Record<DemoOrgKey, string>;
  for (const org of DEMO_ORGS) {
    orgId[org.key] = (await findOrgByName(database.db, { type: org.type, name: org.name }))!.id;
  }
  const [screener] = await database.db
    .select()
    .from(administrations)
    .where(eq(administrations.name, 'Demo Screener'));
  const tokens = new Map<string, string>();
  const token = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(app, login)).accessToken);
    return tokens.get(login)!;
  };
  const userId = async (login: string) => (await findUserByLogin(database.db, login))!.id;
  return {
    app,
    orgId,
    userId,
    token,
    screenerId: screener!.id,
    async call(login, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await token(login)}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async assignmentOf(login, administrationId = screener!.id) {
      const [row] = await database.db
        .select()
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, await userId(login)),
            eq(assignments.administrationId, administrationId),
          ),
        );
      return row;
    },
  };
}
