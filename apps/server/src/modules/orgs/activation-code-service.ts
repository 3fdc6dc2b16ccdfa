import { randomInt } from 'node:crypto';
import {
  ACTIVATION_CODE_DEFAULT_DAYS,
  ActivationCodeSchema,
  PERMISSIONS as P,
  type AccessTokenPayload,
  type ActivationCode,
  type ActivationCodeCheck,
  type ActivationCodeList,
} from '@roar/contracts';
import {
  EVERYTHING,
  findActivationCode,
  insertActivationCode,
  insertAuditEntry,
  listActivationCodes,
  revokeActivationCode,
  type ActivationCodeRow,
  type Db,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { orgInScope, orgToChange, type Actor } from './org-service.ts';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;
/** The latest expiry an administrator may choose. */
const MAX_VALIDITY_MS = 2 * 365 * DAY_MS;

/** 8 lower-case letters and digits from the crypto generator (about 41 bits). */
export function generateActivationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The registration link a code is handed out as. */
export function inviteUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/register?code=${encodeURIComponent(code)}`;
}

function statusOf(row: ActivationCodeRow, now: Date): ActivationCode['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

function toActivationCode(row: ActivationCodeRow, publicUrl: string, now: Date): ActivationCode {
  return ActivationCodeSchema.parse({
    code: row.code,
    orgId: row.orgId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    inviteUrl: inviteUrl(publicUrl, row.code),
  });
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Mints a code for an organisation inside the caller's write scope for ActivationCodes.CREATE
 * (super and district administrators, docs/decisions/022-write-permissions.md); audited.
 */
export async function createActivationCode(
  db: Db,
  actor: Actor & { publicUrl: string },
  orgId: string,
  expiresAtInput: string | undefined,
  now = new Date(),
): Promise<ActivationCode> {
  const org = await orgToChange(db, actor.auth, orgId, P.ActivationCodes.CREATE);
  if (org.archivedAt) throw new AppError('conflict', 'The organisation is archived.');
  const expiresAt = expiresAtInput
    ? new Date(expiresAtInput)
    : new Date(now.getTime() + ACTIVATION_CODE_DEFAULT_DAYS * DAY_MS);
  if (expiresAt <= now || expiresAt.getTime() - now.getTime() > MAX_VALIDITY_MS) {
    throw new AppError('validation_failed', 'The expiry must be within the next two years.', {
      expiresAt: 'outOfRange',
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertActivationCode(tx, {
          code: generateActivationCode(),
          org,
          expiresAt,
          createdBy: actor.auth.sub,
        });
        await insertAuditEntry(tx, {
          actorUserId: actor.auth.sub,
          action: 'activation_code.create',
          targetType: org.type,
          targetId: org.id,
          districtId: org.districtId,
          details: { expiresAt: expiresAt.toISOString() },
          ip: actor.ip ?? null,
        });
        return inserted;
      });
      return toActivationCode(row, actor.publicUrl, now);
    } catch (err) {
      // A clash with an existing code is astronomically rare; draw again.
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

/** The codes of an organisation inside the caller's scope, newest first. */
export async function listOrgActivationCodes(
  db: Db,
  auth: AccessTokenPayload,
  publicUrl: string,
  orgId: string,
  now = new Date(),
): Promise<ActivationCodeList> {
  const org = await orgInScope(db, auth, orgId);
  const rows = await listActivationCodes(db, org.id);
  return { items: rows.map((row) => toActivationCode(row, publicUrl, now)) };
}

/**
 * Revokes a code (again: no change); audited. Whoever may mint codes for its organisation may
 * withdraw them: the same write scope as createActivationCode.
 */
export async function revokeCode(
  db: Db,
  actor: Actor & { publicUrl: string },
  code: string,
  now = new Date(),
): Promise<ActivationCode> {
  return db.transaction(async (tx) => {
    const found = await findActivationCode(tx, code, scopeOf(actor.auth));
    if (!found) throw notFound('No such activation code.');
    await orgToChange(tx, actor.auth, found.org.id, P.ActivationCodes.CREATE);
    if (found.code.revokedAt) return toActivationCode(found.code, actor.publicUrl, now);
    const row = await revokeActivationCode(tx, found.code.id, now);
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: 'activation_code.revoke',
      targetType: found.org.type,
      targetId: found.org.id,
      districtId: found.org.districtId,
      details: { code },
      ip: actor.ip ?? null,
    });
    return toActivationCode(row!, actor.publicUrl, now);
  });
}

/**
 * Whether a code lets a family register (public). Only a valid code tells which organisation it
 * belongs to; an expired or revoked code tells only why it does not work.
 */
export async function checkActivationCode(
  db: Db,
  code: string,
  now = new Date(),
): Promise<ActivationCodeCheck> {
  const found = await findActivationCode(db, code.trim().toLowerCase(), EVERYTHING);
  if (!found || found.org.archivedAt) {
    return { valid: false, orgType: null, orgName: null, reason: 'not_found' };
  }
  const status = statusOf(found.code, now);
  if (status !== 'active') return { valid: false, orgType: null, orgName: null, reason: status };
  return { valid: true, orgType: found.org.type, orgName: found.org.name };
}
