import { randomInt } from 'node:crypto';
import { PRODUCT_SHORT_NAME, RECOVERY_CODE_COUNT, ROLES } from '@roar/contracts';
import {
  acceptCodeStep,
  confirmPendingSecret,
  enrolSecondFactor,
  setChallengePendingSecret,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  findSecondFactor,
  findUnusedRecoveryCodes,
  findUserById,
  insertAuditEntry,
  markSessionFamilySecondFactor,
  replaceRecoveryCodes,
  setPendingSecret,
  useRecoveryCode,
  type Db,
  type SignInChallenge,
  type User,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { seal, unseal } from '../jobs/seal.ts';
import { computeClaims } from './claims.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { base32, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/**
 * Two-step sign-in with an authenticator app (docs/decisions/031-second-factor.md): who must use
 * it, setting one up, and checking a code or a recovery code.
 */
export type SecondFactorPolicy = 'required' | 'optional';

/** HKDF purpose of the key that seals authenticator secrets (modules/auth/keys.ts). */
export const SECOND_FACTOR_KEY_PURPOSE = 'second-factor';

export interface SecondFactorContext {
  db: Db;
  /** Seals the apps' secrets at rest: HKDF of the signing key, purpose 'second-factor'. */
  sealKey: Buffer;
  policy: SecondFactorPolicy;
}

/**
 * Adults, who can read pupils' records: every account that is not a student's, and any whose
 * current memberships give it more than a participant's role. An adult without memberships today
 * (a roster that starts next week) counts too, so a later membership never meets a session that
 * skipped the second step.
 */
async function readsPupilsRecords(db: Db, user: User): Promise<boolean> {
  if (user.superAdmin || user.userType !== 'student') return true;
  const { role } = await computeClaims(db, user);
  return role !== ROLES.PARTICIPANT;
}

/** Whether this account may not go without a second factor. */
export async function isSecondFactorRequired(
  ctx: SecondFactorContext,
  user: User,
): Promise<boolean> {
  return ctx.policy === 'required' && (await readsPupilsRecords(ctx.db, user));
}

export async function hasAuthenticator(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findSecondFactor(db, userId))?.confirmedAt);
}

/**
 * The second step a sign-in of `user` needs after its first factor: 'verify' with an authenticator
 * set up, 'enrol' when one is required and there is none yet, undefined when none is needed.
 */
export async function secondStepFor(
  ctx: SecondFactorContext,
  user: User,
): Promise<'verify' | 'enrol' | undefined> {
  if (await hasAuthenticator(ctx.db, user.id)) return 'verify';
  return (await isSecondFactorRequired(ctx, user)) ? 'enrol' : undefined;
}

/**
 * What the page shows to set an app up: the secret in base32 and its otpauth:// address, the
 * account named by its email, else its username.
 */
function setupOf(secret: Buffer, user: User): { secret: string; uri: string } {
  const account = user.email ?? user.username ?? user.id;
  return {
    secret: base32(secret),
    uri: otpauthUri({ secret, issuer: PRODUCT_SHORT_NAME, account }),
  };
}

/**
 * A secret for a new authenticator set up from the profile, kept as the account's pending one
 * until a code confirms it (a confirmed app keeps working until then).
 */
export async function beginSetup(
  ctx: SecondFactorContext,
  user: User,
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  await setPendingSecret(ctx.db, {
    userId: user.id,
    sealed: seal(ctx.sealKey, secret),
    now: new Date(),
  });
  return setupOf(secret, user);
}

/**
 * The secret a pending sign-in shows to set up the app the account must use (ADR 031): its own,
 * kept sealed on the pending sign-in, so that two sign-ins of one account (the owner's and an
 * attacker's who knows the password) never share a key. A reloaded page shows the same one.
 */
export async function setupForSignIn(
  ctx: SecondFactorContext,
  user: User,
  challenge: SignInChallenge,
): Promise<{ secret: string; uri: string }> {
  let secret = challenge.pendingSecret ? openSecret(ctx, challenge.pendingSecret) : undefined;
  if (!secret) {
    secret = newTotpSecret();
    const sealed = seal(ctx.sealKey, secret);
    await setChallengePendingSecret(ctx.db, { tokenHash: challenge.tokenHash, sealed });
  }
  return setupOf(secret, user);
}

/**
 * Sets up the app with a code from the secret this pending sign-in showed; answers the recovery
 * codes (shown once). Throws second_factor_wrong_code for a wrong code, or when the account got
 * an app meanwhile through another sign-in.
 */
export async function confirmSetupForSignIn(
  ctx: SecondFactorContext,
  user: User,
  challenge: SignInChallenge,
  code: string,
  ip: string,
): Promise<string[]> {
  const sealed = challenge.pendingSecret;
  const secret = sealed ? openSecret(ctx, sealed) : undefined;
  const now = new Date();
  const step = secret ? matchTotp(secret, digitsOf(code), now) : undefined;
  if (!sealed || step === undefined) throw wrongCode();
  if (!(await enrolSecondFactor(ctx.db, { userId: user.id, sealed, step, now }))) {
    throw wrongCode();
  }
  const codes = await newRecoveryCodes(ctx.db, user.id);
  await auditSecondFactor(ctx.db, user, 'auth.second_factor_enabled', ip);
  return codes;
}

function openSecret(ctx: SecondFactorContext, sealed: Buffer): Buffer | undefined {
  try {
    return unseal(ctx.sealKey, sealed);
  } catch {
    return undefined;
  }
}

const wrongCode = () =>
  new AppError('second_factor_wrong_code', 'That code is not right.', { code: 'wrongCode' });

/** Digits only, for a code typed with spaces ("123 456"). */
const digitsOf = (code: string) => code.replace(/[\s-]/g, '');

/**
 * Confirms the pending authenticator with a code from it; answers the new recovery codes (shown
 * once). Throws second_factor_wrong_code when the code is not the pending secret's.
 */
export async function confirmSetup(
  ctx: SecondFactorContext,
  user: User,
  params: { code: string; ip: string; sessionFamilyId: string },
): Promise<string[]> {
  const sealed = (await findSecondFactor(ctx.db, user.id))?.pendingSecret;
  const secret = sealed ? openSecret(ctx, sealed) : undefined;
  const now = new Date();
  const step = secret ? matchTotp(secret, digitsOf(params.code), now) : undefined;
  if (!sealed || step === undefined) throw wrongCode();
  if (!(await confirmPendingSecret(ctx.db, { userId: user.id, sealed, step, now }))) {
    throw wrongCode();
  }
  // This session has just shown the app's code: it stays; the account's other sessions, which
  // never did, end at their next refresh (session-service.ts).
  await markSessionFamilySecondFactor(ctx.db, params.sessionFamilyId);
  const codes = await newRecoveryCodes(ctx.db, user.id);
  await auditSecondFactor(ctx.db, user, 'auth.second_factor_enabled', params.ip);
  return codes;
}

/**
 * Checks a code at sign-in: a six-digit code of the account's authenticator, each good once, or
 * one of its unused recovery codes. Which of the two was used; throws second_factor_wrong_code.
 */
export async function checkSecondFactor(
  ctx: SecondFactorContext,
  user: User,
  code: string,
  ip: string,
): Promise<'totp' | 'recovery_code'> {
  const factor = await findSecondFactor(ctx.db, user.id);
  if (!factor?.confirmedAt) throw wrongCode();
  const now = new Date();
  const digits = digitsOf(code);
  if (/^\d{6}$/.test(digits)) {
    const secret = factor.secret ? openSecret(ctx, factor.secret) : undefined;
    const step = secret ? matchTotp(secret, digits, now) : undefined;
    if (step !== undefined && (await acceptCodeStep(ctx.db, { userId: user.id, step, now }))) {
      return 'totp';
    }
    throw wrongCode();
  }
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== RECOVERY_CODE_LENGTH) throw wrongCode();
  for (const stored of await findUnusedRecoveryCodes(ctx.db, user.id)) {
    if (
      (await verifyPassword(stored.codeHash, typed)) &&
      (await useRecoveryCode(ctx.db, stored.id, now))
    ) {
      await forgetUnreadableApp(ctx, user, factor.secret, ip);
      return 'recovery_code';
    }
  }
  throw wrongCode();
}

/**
 * After the signing key was replaced (docs/security.md, key management) an app's secret cannot be
 * opened any more: recovery codes still sign in, and the app is forgotten, so that the account sets
 * up a new one (at once where it is required, from the profile otherwise).
 */
async function forgetUnreadableApp(
  ctx: SecondFactorContext,
  user: User,
  sealed: Buffer | null,
  ip: string,
): Promise<void> {
  if (sealed && openSecret(ctx, sealed)) return;
  await deleteSecondFactor(ctx.db, user.id);
  await auditSecondFactor(ctx.db, user, 'auth.second_factor_unreadable', ip);
}

// Recovery codes: ten characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 49
// bits each, hashed with argon2id since that is under 112 bits (ASVS 6.5.2, 6.5.4).
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Replaces the account's recovery codes with ten new ones, answered once (only hashes stay). */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  // One at a time: ten argon2id hashes at once would take ten times the memory.
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashPassword(normaliseRecoveryCode(code)));
  await replaceRecoveryCodes(db, { userId, hashes, now: new Date() });
  return codes;
}

export type SecondFactorAuditAction =
  | 'auth.second_factor_enabled'
  | 'auth.second_factor_disabled'
  | 'auth.recovery_codes_renewed'
  | 'auth.second_factor_unreadable';

export async function auditSecondFactor(
  db: Db,
  user: User,
  action: SecondFactorAuditAction,
  ip: string,
  actorUserId = user.id,
): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId,
    action,
    targetType: 'user',
    targetId: user.id,
    districtId: user.districtId,
    ip,
  });
}

/** Two-step sign-in as the profile page shows it. */
export async function secondFactorStatus(
  ctx: SecondFactorContext,
  user: User,
): Promise<{ enabled: boolean; required: boolean; recoveryCodesLeft: number }> {
  const enabled = await hasAuthenticator(ctx.db, user.id);
  return {
    enabled,
    required: await isSecondFactorRequired(ctx, user),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, user.id) : 0,
  };
}

/** Turns two-step sign-in off for one's own account, unless it is required for it. */
export async function turnOffSecondFactor(
  ctx: SecondFactorContext,
  user: User,
  ip: string,
): Promise<void> {
  if (await isSecondFactorRequired(ctx, user)) {
    throw new AppError(
      'second_factor_required',
      'Two-step sign-in is required for your account and cannot be turned off.',
    );
  }
  if (await deleteSecondFactor(ctx.db, user.id)) {
    await auditSecondFactor(ctx.db, user, 'auth.second_factor_disabled', ip);
  }
}

/** The signed-in caller's account (a token outliving its account answers 401). */
export async function signedInUser(db: Db, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user || user.archivedAt) throw new AppError('unauthenticated', 'Sign-in required.');
  return user;
}

export function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  return countUnusedRecoveryCodes(db, userId);
}
