import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailLinkTokens, type EmailLinkToken } from '../schema/index.ts';
import type { EmailTokenPurpose } from '../schema/enums.ts';

export interface NewEmailLinkToken {
  purpose: EmailTokenPurpose;
  userId: string;
  /** Normalised (lower-case) address the link was sent to. */
  email: string;
  tokenHash: string;
  expiresAt: Date;
  redirectTo?: string | null;
}

/** Stores a single-use emailed link (only the hash of its token). */
export async function insertEmailLinkToken(
  db: Db,
  values: NewEmailLinkToken,
): Promise<EmailLinkToken> {
  const [row] = await db.insert(emailLinkTokens).values(values).returning();
  if (!row) throw new Error('insertEmailLinkToken: no row returned');
  return row;
}

/**
 * Marks the link with this token hash and purpose used, if it is unused and unexpired at `now`.
 * One statement (`update ... where used_at is null returning`), so two clicks cannot both win.
 * Returns the row, or undefined when there is no such usable link.
 */
export async function consumeEmailLinkToken(
  db: Db,
  params: { tokenHash: string; purpose: EmailTokenPurpose; now: Date; email?: string },
): Promise<EmailLinkToken | undefined> {
  const [row] = await db
    .update(emailLinkTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(emailLinkTokens.tokenHash, params.tokenHash),
        eq(emailLinkTokens.purpose, params.purpose),
        isNull(emailLinkTokens.usedAt),
        gt(emailLinkTokens.expiresAt, params.now),
        params.email === undefined ? undefined : eq(emailLinkTokens.email, params.email),
      ),
    )
    .returning();
  return row;
}
