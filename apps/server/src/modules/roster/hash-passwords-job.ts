import { JOB_KINDS } from '@roar/contracts';
import {
  deletePendingPassword,
  listPendingPasswords,
  settlePendingPasswords,
  type Db,
} from '@roar/db';
import { hashPassword } from '../auth/password-hash.ts';
import type { JobHandler } from '../jobs/job-handler.ts';
import { unseal } from '../jobs/seal.ts';

/** Hashes at once: the argon2 thread pool has four threads. */
const BATCH = 4;
/** Pending passwords read per round. */
const ROUND = 64;

/**
 * Hashes the passwords a roster import left pending (argon2id, as every password), in small
 * batches so that sign-ins keep their share of the processor, and forgets the sealed copies
 * (docs/decisions/024-background-jobs.md). A copy sealed with a key the server no longer has is
 * dropped with a warning: that account needs a new password.
 */
export function hashPasswordsJob(deps: { db: Db; key: Buffer }): JobHandler {
  return {
    kind: JOB_KINDS.hashPasswords,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    needsInput: false,
    concurrency: 1,
    async run(ctx) {
      let done = 0;
      for (;;) {
        const pending = await listPendingPasswords(deps.db, ROUND);
        if (pending.length === 0) break;
        for (let i = 0; i < pending.length; i += BATCH) {
          const batch = pending.slice(i, i + BATCH);
          const hashed = await Promise.all(
            batch.map(async ({ userId, sealed }) => {
              let password: string;
              try {
                password = unseal(deps.key, sealed).toString('utf8');
              } catch {
                ctx.log.warn({ userId }, 'pending password sealed with another key: dropped');
                await deletePendingPassword(deps.db, userId);
                return [];
              }
              return [{ userId, passwordHash: await hashPassword(password) }];
            }),
          );
          await settlePendingPasswords(deps.db, hashed.flat(), new Date());
          done += batch.length;
          await ctx.progress({ done });
        }
      }
      return { result: { hashed: done } };
    },
  };
}
