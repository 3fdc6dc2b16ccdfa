import { PASSWORD_TOO_COMMON } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';
import { builtFromContextWords, undoLookAlikes } from './context-words.ts';

/**
 * The most common passwords: the 49,000 of the zxcvbn-ts common list (@zxcvbn-ts/language-common,
 * MIT), most common first, loaded on the first check. Server only: far too large for a page.
 */
let lists: Promise<{ all: Set<string>; top: Set<string> }> | undefined;
const commonPasswords = () =>
  (lists ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const ranked = dictionary['passwords-common'];
    return { all: new Set(ranked), top: new Set(ranked.slice(0, TOP_FOR_BARE_WORDS)) };
  }));

/**
 * A word with digits or symbols tacked on ('Summer2024', 'Iloveyou1!') is refused when the word
 * is among this many of the most common; deeper in the list sit ordinary words ('readers').
 */
const TOP_FOR_BARE_WORDS = 2_000;

/** Digits and symbols tacked on at the end. */
const SUFFIX = /[\d\W_]+$/u;

const variants = (s: string) => [s, undoLookAlikes(s, 'i'), undoLookAlikes(s, 'l')];

/** Whole forms (as typed, lower case, undone look-alikes) and bare words (suffix removed). */
function candidates(password: string): { whole: string[]; bare: string[] } {
  const lower = password.toLowerCase();
  const stripped = lower.replace(SUFFIX, '');
  return {
    whole: variants(lower),
    bare: stripped.length >= 4 && stripped !== lower ? variants(stripped) : [],
  };
}

/**
 * `password_too_common` when the password is, or is a thin disguise of, one of the most common
 * passwords, or is built only from context words and the account's own `identifiers`
 * (context-words.ts); null otherwise. Applied where a password is set (issue 14, point 9);
 * existing passwords keep working because sign-in never calls it.
 */
export async function commonPasswordProblem(
  password: string,
  identifiers: readonly (string | null | undefined)[] = [],
): Promise<typeof PASSWORD_TOO_COMMON | null> {
  if (builtFromContextWords(password, identifiers)) return PASSWORD_TOO_COMMON;
  const { all, top } = await commonPasswords();
  const { whole, bare } = candidates(password);
  const common = whole.some((c) => all.has(c)) || bare.some((c) => top.has(c));
  return common ? PASSWORD_TOO_COMMON : null;
}

/** Refuses a common password as a 400 naming `field` (code `password_too_common`). */
export async function refuseCommonPassword(
  password: string,
  field: string,
  identifiers: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const problem = await commonPasswordProblem(password, identifiers);
  if (problem) {
    throw new AppError('validation_failed', 'This password is one of the most common ones.', {
      [field]: problem,
    });
  }
}
