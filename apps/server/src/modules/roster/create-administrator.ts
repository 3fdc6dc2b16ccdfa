import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  AccessTokenPayload,
  CreateAdministratorRequestSchema,
  CreateAdministratorResponse,
  OrgLists,
} from '@roar/contracts';
import {
  findScopedOrgsByIds,
  findUserByLogin,
  insertAuditEntry,
  insertMemberships,
  insertUser,
  normalizeEmail,
  setPasswordHash,
  type Db,
  type Org,
  type OrgType,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { prepareAccountSetup } from '../auth/email-link-service.ts';
import type { MailMessage } from '../mail/message.ts';
import { takenLoginField } from './unique-violation.ts';

type Request = z.output<typeof CreateAdministratorRequestSchema>;

export interface CreateAdministratorContext {
  db: Db;
  auth: AccessTokenPayload;
  publicUrl: string;
  hashPassword: (password: string) => Promise<string>;
  ip?: string;
  now?: Date;
}

const TYPES: Record<keyof OrgLists, OrgType> = {
  districts: 'district',
  schools: 'school',
  classes: 'class',
  groups: 'group',
  families: 'family',
};

const emailTaken = () =>
  new AppError('email_taken', 'This email address is already in use.', { email: 'email_taken' });

/** The chosen organisations, each checked to be of its list's type and inside the scope. */
async function administeredOrgs(
  db: Db,
  auth: AccessTokenPayload,
  chosen: OrgLists,
): Promise<Org[]> {
  const ids = Object.values(chosen).flat();
  if (ids.length === 0) {
    throw new AppError('validation_failed', 'Choose at least one organisation.', {
      orgs: 'required',
    });
  }
  const found = new Map((await findScopedOrgsByIds(db, ids, scopeOf(auth))).map((o) => [o.id, o]));
  const problems: Record<string, string> = {};
  for (const kind of Object.keys(TYPES) as (keyof OrgLists)[]) {
    if (chosen[kind].some((id) => found.get(id)?.type !== TYPES[kind])) {
      problems[`orgs.${kind}`] = 'unknown_org';
    }
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'Some organisations were not found.', problems);
  }
  return [...new Set(ids)].map((id) => found.get(id)!);
}

/**
 * Creates an administrator of the chosen organisations and prepares the email that lets them
 * choose their own password (a password-reset link). Until then the account holds a random
 * password nobody knows, so "Having trouble?" can send a new link later. Answers the account and
 * the mail for the caller to send after the answer.
 */
export async function createAdministrator(
  ctx: CreateAdministratorContext,
  request: Request,
): Promise<{ created: CreateAdministratorResponse; mail: MailMessage }> {
  const email = normalizeEmail(request.email);
  if (await findUserByLogin(ctx.db, email)) throw emailTaken();
  const orgs = await administeredOrgs(ctx.db, ctx.auth, request.orgs);
  const districtId = orgs.find((o) => o.districtId)?.districtId ?? null;
  const placeholderHash = await ctx.hashPassword(randomBytes(32).toString('base64url'));
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        userType: 'admin',
        email,
        nameFirst: request.name.first,
        nameMiddle: request.name.middle || null,
        nameLast: request.name.last,
        districtId,
      });
      await setPasswordHash(tx, { userId: row.id, passwordHash: placeholderHash });
      await insertMemberships(
        tx,
        orgs.map((org) => ({
          userId: row.id,
          orgId: org.id,
          role: 'admin' as const,
          districtId: org.districtId,
        })),
      );
      await insertAuditEntry(tx, {
        actorUserId: ctx.auth.sub,
        action: 'administrator.create',
        targetType: 'user',
        targetId: row.id,
        districtId,
        details: { orgIds: orgs.map((o) => o.id) },
        ip: ctx.ip ?? null,
      });
      return row;
    });
  } catch (err) {
    if (takenLoginField(err) === 'email') throw emailTaken();
    throw err;
  }
  const mail = await prepareAccountSetup(
    { db: ctx.db, publicUrl: ctx.publicUrl, ...(ctx.now ? { now: ctx.now } : {}) },
    user,
  );
  return { created: { id: user.id, email }, mail };
}
