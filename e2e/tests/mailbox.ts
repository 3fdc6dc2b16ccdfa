import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from '../mail-dir.ts';

/** Decodes quoted-printable soft breaks and escapes, enough to read links in our mails. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message the SMTP sink received for `to`, waiting for it to arrive. */
export async function latestMailTo(to: string, since = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR)
          .filter((f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= since)
          .sort();
        for (const file of files.reverse()) {
          const raw = decodeQuotedPrintable(readFileSync(join(MAIL_DIR, file), 'utf8'));
          if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail that points at `path` on the app. */
export function linkIn(mail: string, path: string): string {
  const match = new RegExp(
    `https?://[^\\s"<>]+${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`,
  ).exec(mail);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}
