import { GAMES } from '@roar/tasks/registry';

/**
 * The context-specific words a password must not be built from (docs/security.md, 'Context-
 * specific words', ASVS 6.1.2 and 6.2.11): the product's, its roles', its sign-in providers', and
 * the account's own names. 'demo' is left out while the published demo password is the one the
 * demo accounts are reset to (README).
 */
const PRODUCT_WORDS = [
  'roar',
  'rapid',
  'online',
  'assessment',
  'reading',
  'screener',
  'admin',
  'administrator',
  'superadmin',
  'teacher',
  'student',
  'pupil',
  'parent',
  'family',
  'launch',
  'participant',
  'district',
  'school',
  'class',
  'login',
  'signin',
  'google',
  'clever',
  'classlink',
  'nycps',
];

/** The games' names ('word', 'phonics', ...) and their task ids, from the games registry. */
const GAME_WORDS = GAMES.flatMap((game) => [
  ...identifierWords([game.game]),
  ...identifierWords(game.tasks.map((task) => task.id)),
]);

/** Look-alike characters people put in a word ('P4ssw0rd'); '1' may stand for i or l. */
const LOOK_ALIKES: Record<string, string> = {
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '!': 'i',
};

/** `text` with look-alike characters undone, reading '1' as `one`. */
export const undoLookAlikes = (text: string, one: 'i' | 'l') =>
  text.replace(/[4@30$57!1]/g, (c) => (c === '1' ? one : LOOK_ALIKES[c]!));

/** Digits and symbols at either end ('Roar2026!'). */
const ENDS = /^[\d\W_]+|[\d\W_]+$/gu;

/** Lower-case words of at least 3 letters in a name, username or email address. */
export function identifierWords(values: readonly (string | null | undefined)[]): string[] {
  return values.flatMap((v) =>
    (v ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
}

/** Whether `text` is made entirely of words from `words` (one or more, in any order). */
function madeOf(text: string, words: Set<string>): boolean {
  if (text.length === 0) return false;
  const reachable = new Array<boolean>(text.length + 1).fill(false);
  reachable[0] = true;
  for (let end = 1; end <= text.length; end += 1) {
    for (let start = 0; start < end && !reachable[end]; start += 1) {
      if (reachable[start] && words.has(text.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[text.length]!;
}

/**
 * True when, ignoring case, look-alike characters and digits or symbols at either end, the
 * password consists only of context words and the account's own `identifiers` (names, username,
 * email address).
 */
export function builtFromContextWords(
  password: string,
  identifiers: readonly (string | null | undefined)[] = [],
): boolean {
  const words = new Set([...PRODUCT_WORDS, ...GAME_WORDS, ...identifierWords(identifiers)]);
  const core = password.toLowerCase().replace(ENDS, '');
  const forms = (['i', 'l'] as const).map((one) => undoLookAlikes(core, one));
  return [core, ...forms].some((form) => madeOf(form, words));
}
