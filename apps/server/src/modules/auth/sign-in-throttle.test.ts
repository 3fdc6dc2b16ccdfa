import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { signInThrottle } from '@roar/db';
import {
  SignInThrottle,
  SignInThrottledError,
  type SignInAttempt,
  type SignInThrottleSettings,
} from './sign-in-throttle.ts';
import { postgresSignInThrottleStore } from './sign-in-throttle-store.ts';

const settings: SignInThrottleSettings = {
  account: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 300_000 },
  client: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 300_000 },
  windowMs: 3_600_000,
};
const device = { deviceId: 'DeviceOfThePupil0001', userIds: ['Pupil000000000000001'] };
const pupil = (address: string, withDevice = false): SignInAttempt => ({
  identifier: ' Pupil1 ',
  userId: 'Pupil000000000000001',
  address,
  device: withDevice ? device : null,
});

describe.each(testDatabaseTargets())('SignInThrottle on $name', ({ open }) => {
  let database: Database;
  let clock: number;
  let throttle: SignInThrottle;

  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(signInThrottle);
    clock = Date.parse('2026-03-02T08:00:00Z');
    throttle = new SignInThrottle(
      postgresSignInThrottleStore(database.db),
      settings,
      () => new Date(clock),
    );
  });

  /** The attempt's outcome: 'ok' when it may go ahead (then reported as `outcome`), or the wait. */
  async function attempt(a: SignInAttempt, outcome: 'fail' | 'succeed' = 'fail') {
    try {
      const ticket = await throttle.begin(a);
      await (outcome === 'fail' ? throttle.failed(ticket) : throttle.succeeded(ticket));
      return 'ok';
    } catch (err) {
      if (err instanceof SignInThrottledError) return err.retryAfterSeconds;
      throw err;
    }
  }

  it('gives one address five free failures on an account, then doubling waits', async () => {
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await attempt(pupil('198.51.100.7'));
      answers.push(answer);
      if (answer !== 'ok') clock += answer * 1000;
    }
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 1, 'ok', 2]);
    // The same account from another address, and another account here, do not wait.
    expect(await attempt(pupil('198.51.100.8'))).toBe('ok');
    expect(await attempt({ ...pupil('198.51.100.7'), identifier: 'pupil2' })).toBe('ok');
  });

  it('slows unknown clients once the account has failed too often, never its known device', async () => {
    for (let i = 0; i < 10; i += 1) expect(await attempt(pupil(`203.0.113.${i}`))).toBe('ok');
    expect(await attempt(pupil('203.0.113.200'))).toBe(1);
    // The known device, even behind the same address as a guesser.
    expect(await attempt(pupil('203.0.113.3', true), 'succeed')).toBe('ok');
    clock += 1000;
    expect(await attempt(pupil('203.0.113.200'))).toBe('ok');
    expect(await attempt(pupil('203.0.113.201'))).toBe(2);
  });

  it('counts a known device its own failures', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt(pupil('192.0.2.1', true))).toBe('ok');
    expect(await attempt(pupil('192.0.2.1', true))).toBe(1);
    // Elsewhere, without the cookie, that address has no failures of its own.
    expect(await attempt(pupil('192.0.2.2'))).toBe('ok');
  });

  it('forgets a client on success, and every count after the window', async () => {
    for (let i = 0; i < 5; i += 1) await attempt(pupil('192.0.2.1'));
    expect(await attempt(pupil('192.0.2.1'))).toBe(1);
    clock += 1000;
    expect(await attempt(pupil('192.0.2.1'), 'succeed')).toBe('ok');
    // Five free failures again for this address.
    for (let i = 0; i < 5; i += 1) expect(await attempt(pupil('192.0.2.1'))).toBe('ok');
    expect(await attempt(pupil('192.0.2.1'))).toBe(1);
    clock += settings.windowMs;
    for (let i = 0; i < 5; i += 1) expect(await attempt(pupil('192.0.2.1'))).toBe('ok');
  });

  it('forgets the account when its password changes', async () => {
    for (let i = 0; i < 10; i += 1) await attempt(pupil(`203.0.113.${i}`));
    expect(await attempt(pupil('203.0.113.200'))).toBe(1);
    await throttle.forgetAccount(['pupil1', null]);
    expect(await attempt(pupil('203.0.113.200'))).toBe('ok');
  });

  it('lets one of many simultaneous attempts through once a wait is over', async () => {
    for (let i = 0; i < 10; i += 1) await attempt(pupil(`203.0.113.${i}`));
    clock += 1000;
    const tickets = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => throttle.begin(pupil(`198.51.100.${i}`))),
    );
    const through = tickets.filter((t) => t.status === 'fulfilled');
    expect(through).toHaveLength(1);
    const refused = tickets.flatMap((t) => (t.status === 'rejected' ? [t.reason] : []));
    expect(refused.every((e) => e instanceof SignInThrottledError)).toBe(true);
    // It fails: the next wait is counted from then; had it succeeded, the hold would be released.
    await throttle.failed((through[0] as PromiseFulfilledResult<never>).value);
    expect(await attempt(pupil('198.51.100.99'))).toBe(2);
  });

  it('says when to try again', async () => {
    for (let counted = 0; counted < 15;) {
      const answer = await attempt(pupil('192.0.2.1', true));
      if (answer === 'ok') counted += 1;
      else clock += answer * 1000;
    }
    const err = await throttle.begin(pupil('192.0.2.1', true)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SignInThrottledError);
    expect((err as SignInThrottledError).statusCode).toBe(429);
    expect((err as SignInThrottledError).message).toBe(
      'Too many failed sign-ins. Try again in 5 minutes.',
    );
  });
});
