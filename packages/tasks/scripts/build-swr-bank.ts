/// <reference types="node" />
/**
 * Builds the item banks of the Word task (swr, swr-es): src/swr/items-en.ts and items-es.ts.
 *
 *   npx tsx packages/tasks/scripts/build-swr-bank.ts           writes both files
 *   npx tsx packages/tasks/scripts/build-swr-bank.ts --check   exits 1 if a file differs
 *
 * Deterministic: the seeded generator (createRng) and the pinned word lists give the same bytes on
 * every run. Per language: 250 real words from the frequency list, 250 made-up words of the same
 * lengths and endings, and 6 easy practice items; see src/swr/README.md for the sources, the rules
 * and the PROVISIONAL item parameters (scripts/swr/priors.ts).
 *
 * Item ids are stable once the files are committed: a later bank version appends new ids and
 * retires old ones rather than rerunning this script over the released items.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '../src/runtime/random.ts';
import {
  type BuiltBank,
  type BuiltItem,
  bankFile,
  serialiseBank,
  summary,
} from './swr/bank-file.ts';
import { type MadeUpScored, formClass, madeUpPool, realWordPool } from './swr/candidates.ts';
import { madeUpParams, realWordParams } from './swr/priors.ts';
import { chooseMadeUpWords, chooseRealWords, sameFamily } from './swr/select.ts';
import { type SourceLanguage, listForm, loadSources } from './swr/sources.ts';

export const SEED = 'swr-bank-2026-11-21';
export const BUILD_DATE = '2026-11-21';
export const TEST_ITEMS_PER_KIND = 250;

/** Easy, concrete practice words, chosen for this project and kept out of the test items. */
export const PRACTICE_REAL_WORDS: Readonly<Record<SourceLanguage, readonly string[]>> = {
  en: ['dog', 'sun', 'book'],
  es: ['sol', 'casa', 'gato'],
};

/** Practice made-up words: a plain consonant-vowel-consonant start, four letters, no accent. */
const PRACTICE_SHAPE = /^[bcdfgjklmnprstvz][aeiou][bcdfgklmnprstvz][a-z]$/;

/** The least wordlike made-up candidates of the practice shape (the easiest to reject). */
function practiceMadeUpWords(pool: readonly MadeUpScored[], count: number): MadeUpScored[] {
  const chosen: MadeUpScored[] = [];
  for (const c of [...pool].sort((x, y) => x.b - y.b || x.word.localeCompare(y.word))) {
    if (!PRACTICE_SHAPE.test(c.word) || chosen.some((p) => sameFamily(p.word, c.word))) continue;
    chosen.push(c);
    if (chosen.length === count) break;
  }
  return chosen;
}

const item = (
  id: string,
  stimulus: string,
  lexicality: BuiltItem['lexicality'],
  params: BuiltItem['params'],
): BuiltItem => ({ id, stimulus, lexicality, params });

/** Builds one language's bank in memory. */
export function buildBank(language: SourceLanguage): BuiltBank {
  const sources = loadSources(language);
  const other = loadSources(language === 'en' ? 'es' : 'en');
  const plain = (word: string) => listForm(language, word);
  const practiceWords = PRACTICE_REAL_WORDS[language];

  const real = realWordPool(sources, other, practiceWords);
  const madeUp = madeUpPool(sources, other, real, (length) =>
    createRng(`${SEED}:${language}:made-up:${length}`),
  );
  const practiceMadeUp = practiceMadeUpWords(madeUp, practiceWords.length);

  // No more real words of a length than half the made-up candidates of that length, so every
  // real word finds a made-up partner with a choice of difficulty.
  const madeUpOfLength = (length: number) => madeUp.filter((c) => c.word.length === length).length;
  const realChosen = chooseRealWords(
    real,
    TEST_ITEMS_PER_KIND,
    `${SEED}:${language}:real`,
    plain,
    (length) => Math.floor(madeUpOfLength(length) / 2),
  );
  const rng = createRng(`${SEED}:${language}:select`);
  const madeUpChosen = chooseMadeUpWords(
    madeUp.filter((c) => !practiceMadeUp.includes(c)),
    realChosen.map((c) => c.word),
    (word) => formClass(language, word),
    rng,
    plain,
  );

  const zipfOf = new Map(sources.frequency.map((e) => [e.word, e.zipf]));
  const practiceId = (k: number) => `swr-${language}-p${String(k).padStart(2, '0')}`;
  const practice = practiceWords.flatMap((word, i) => {
    const zipf = zipfOf.get(word);
    const partner = practiceMadeUp[i];
    if (zipf === undefined || !partner) throw new Error(`no practice pair for ${word}`);
    return [
      item(practiceId(2 * i + 1), word, 'real', realWordParams(zipf, word.length)),
      item(
        practiceId(2 * i + 2),
        partner.word,
        'made-up',
        madeUpParams(partner.w, partner.word.length),
      ),
    ];
  });
  const test = rng
    .shuffle([
      ...realChosen.map((c) => ({ word: c.word, real: true, p: realWordParams(c.zipf, c.length) })),
      ...madeUpChosen.map((c) => ({
        word: c.word,
        real: false,
        p: madeUpParams(c.w, c.word.length),
      })),
    ])
    .map((c, i) =>
      item(
        `swr-${language}-${String(i + 1).padStart(4, '0')}`,
        c.word,
        c.real ? 'real' : 'made-up',
        c.p,
      ),
    );
  return {
    language,
    version: `swr-${language}-2026.11-prior`,
    seed: SEED,
    buildDate: BUILD_DATE,
    practice,
    test,
  };
}

async function main() {
  const check = process.argv.includes('--check');
  for (const language of ['en', 'es'] as const) {
    const bank = buildBank(language);
    const text = await serialiseBank(bank);
    const file = bankFile(language);
    if (!check) {
      writeFileSync(file, text);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`${file} differs from what the builder writes now`);
      process.exitCode = 1;
    }
    process.stdout.write(`${summary(bank)}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
