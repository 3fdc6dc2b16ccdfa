import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db, User } from '@roar/db';
import { hashPassword } from './password-hash.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

// The database reads of a sign-in, controlled per test (the race below cannot be timed for real).
const reads = vi.hoisted(() => ({
  user: undefined as unknown,
  hashes: [] as Array<string | undefined>,
  pendingMatches: false,
}));
vi.mock('@roar/db', () => ({
  findUserByLogin: async () => reads.user,
  findPasswordHash: async () => reads.hashes.shift(),
}));
vi.mock('./pending-password.ts', () => ({
  matchPendingPassword: async () => reads.pendingMatches,
}));

const { verifyPasswordSignIn } = await import('./sign-in.ts');

const PASSWORD = 'Readers2026';
const throttle = {
  begin: vi.fn(async () => ({})),
  failed: vi.fn(async () => {}),
  succeeded: vi.fn(async () => {}),
} as unknown as SignInThrottle;
const attempt = (password: string) => ({
  identifier: 'imported3',
  password,
  address: '127.0.0.1',
  device: null,
  pendingKey: Buffer.alloc(32),
});

describe('verifyPasswordSignIn of an imported student', () => {
  beforeEach(() => {
    reads.user = { id: 'u1', archivedAt: null } as unknown as User;
    reads.pendingMatches = false;
  });

  it('signs in when the hashing job settles the password between the two reads', async () => {
    // First read: no hash yet; then the job hashes it and removes the pending copy.
    reads.hashes = [undefined, await hashPassword(PASSWORD)];
    await expect(verifyPasswordSignIn({} as Db, throttle, attempt(PASSWORD))).resolves.toBe(
      reads.user,
    );
  });

  it('still refuses a wrong password in that moment', async () => {
    reads.hashes = [undefined, await hashPassword(PASSWORD)];
    await expect(
      verifyPasswordSignIn({} as Db, throttle, attempt('Wrong2026')),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('signs in with the pending password before the job ran', async () => {
    reads.hashes = [undefined];
    reads.pendingMatches = true;
    await expect(verifyPasswordSignIn({} as Db, throttle, attempt(PASSWORD))).resolves.toBe(
      reads.user,
    );
  });
});
