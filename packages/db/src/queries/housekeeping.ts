import { lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailLinkTokens, sessions, signInThrottle } from '../schema/index.ts';

/**
 * Deletes what can no longer be used: sessions past their end (a day later, so a token presented
 * just after still meets its revoked row), sign-in and reset links past their expiry, and sign-in
 * throttling counters past their window. Run by the housekeeping job.
 */
export async function pruneExpired(
  db: Db,
  now: Date,
): Promise<{ sessions: number; emailLinks: number; throttleCounters: number }> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, dayAgo))
    .returning({ id: sessions.id });
  const links = await db
    .delete(emailLinkTokens)
    .where(lt(emailLinkTokens.expiresAt, now))
    .returning({ id: emailLinkTokens.id });
  const counters = await db
    .delete(signInThrottle)
    .where(lt(signInThrottle.expiresAt, now))
    .returning({ key: signInThrottle.key });
  return { sessions: gone.length, emailLinks: links.length, throttleCounters: counters.length };
}
