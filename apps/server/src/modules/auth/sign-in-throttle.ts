import { createHash } from 'node:crypto';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { knowsAccount, type KnownDevice } from './known-device.ts';
import {
  decideAttempt,
  delayAfterFailures,
  retryAfterSeconds,
  type CheckedKey,
  type ThrottleRule,
} from './sign-in-throttle-rule.ts';
import type { SignInThrottleHold, SignInThrottleStore } from './sign-in-throttle-store.ts';

/** The numbers of the rule (ADR 021); the counts and the longest wait come from the env. */
export interface SignInThrottleSettings {
  /** Failures on one account, from any client, before unknown clients wait. */
  account: ThrottleRule;
  /** Failures on one account from one client (address, or known device) before it waits. */
  client: ThrottleRule;
  /** A counter is forgotten this long after its last failure. */
  windowMs: number;
}

const BASE_DELAY_MS = 1000;
const WINDOW_MS = 3_600_000;

export function signInThrottleSettings(env: Env): SignInThrottleSettings {
  const maxDelayMs = env.SIGN_IN_MAX_DELAY_SECONDS * 1000;
  const rule = (freeFailures: number) => ({ freeFailures, baseDelayMs: BASE_DELAY_MS, maxDelayMs });
  return {
    account: rule(env.SIGN_IN_FAILURES_PER_ACCOUNT),
    client: rule(env.SIGN_IN_FAILURES_PER_CLIENT),
    windowMs: WINDOW_MS,
  };
}

/** One password sign-in, as the throttle sees it. */
export interface SignInAttempt {
  /** The username or email as typed. */
  identifier: string;
  /** The account it names, when there is one. */
  userId: string | undefined;
  /** The client's address (request.ip: through TRUST_PROXY_HOPS proxies). */
  address: string;
  /** The browser's valid known-device cookie, if any. */
  device: KnownDevice | null;
}

/** An attempt that may go ahead, until its outcome is reported. */
export interface SignInTicket {
  /** Keys that count a failure of this attempt. */
  readonly failureKeys: string[];
  /** The key of this client, forgotten on success (when it had a counter). */
  readonly clientKey: string;
  readonly clientHadFailures: boolean;
  readonly holds: SignInThrottleHold[];
}

/** A 429 `rate_limited` that says when to try again (the route sends it as Retry-After too). */
export class SignInThrottledError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number) {
    const seconds = retryAfterSeconds(waitMs);
    super('rate_limited', `Too many failed sign-ins. Try again in ${describeWait(seconds)}.`);
    this.retryAfterSeconds = seconds;
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A store key: a hash, so no identifier or address is kept in the store. */
function keyOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

const accountKey = (identifier: string) => keyOf('account', identifier.trim().toLowerCase());

/**
 * Throttling of password sign-ins by account and client (ADR 021). Unknown clients wait once
 * their address has failed too often on the account, or once the account as a whole has; a
 * browser holding a known-device cookie for the account is checked on its own failures only.
 * Nothing sleeps: an attempt that must wait is refused with the wait.
 */
export class SignInThrottle {
  constructor(
    private readonly store: SignInThrottleStore,
    private readonly settings: SignInThrottleSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Lets the attempt go ahead, or throws SignInThrottledError with how long to wait. */
  async begin(attempt: SignInAttempt): Promise<SignInTicket> {
    const { account, client } = this.settings;
    const identifier = attempt.identifier.trim().toLowerCase();
    const accountCounter = accountKey(identifier);
    const known = knowsAccount(attempt.device, attempt.userId);
    const clientKey =
      known && attempt.device
        ? keyOf('device', attempt.userId!, attempt.device.deviceId)
        : keyOf('address', identifier, attempt.address);
    // A known device answers for its own failures only; others also wait for the account's.
    const checked = known ? [clientKey] : [accountCounter, clientKey];
    const now = this.now();
    const counters = await this.store.read(checked, now);
    const keys: CheckedKey[] = checked.map((key) => ({
      key,
      rule: key === accountCounter ? account : client,
      counter: counters.get(key),
    }));
    const decision = decideAttempt(keys, now);
    if (!decision.allowed) throw new SignInThrottledError(decision.waitMs);
    if (!(await this.store.hold(decision.holds, now))) {
      // Another attempt read the same counters first and goes ahead: wait for its outcome.
      const waits = keys.map(({ counter, rule }) =>
        counter ? delayAfterFailures(counter.failures + 1, rule) : 0,
      );
      throw new SignInThrottledError(Math.max(...waits));
    }
    return {
      failureKeys: [accountCounter, clientKey],
      clientKey,
      clientHadFailures: counters.has(clientKey),
      holds: decision.holds,
    };
  }

  /** The password was wrong (or the account cannot sign in with one). */
  async failed(ticket: SignInTicket): Promise<void> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.settings.windowMs);
    await this.store.recordFailure(ticket.failureKeys, now, expiresAt);
  }

  /** The sign-in succeeded: this client starts afresh; the account's count runs out on its own. */
  async succeeded(ticket: SignInTicket): Promise<void> {
    if (ticket.clientHadFailures) await this.store.clear([ticket.clientKey]);
    const others = ticket.holds.filter((hold) => hold.key !== ticket.clientKey);
    if (others.length > 0) await this.store.release(others);
  }

  /** The attempt did not happen after all (nothing was checked): its holds are let go. */
  async abandoned(ticket: SignInTicket): Promise<void> {
    if (ticket.holds.length > 0) await this.store.release(ticket.holds);
  }

  /** A new password: failures against the old one no longer say anything (email and username). */
  async forgetAccount(identifiers: readonly (string | null | undefined)[]): Promise<void> {
    const keys = identifiers.filter((id): id is string => Boolean(id)).map(accountKey);
    await this.store.clear(keys);
  }
}
