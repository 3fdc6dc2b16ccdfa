/// <reference types="node" />
/**
 * The committed bank files src/swr/items-<language>.ts: their text (compact rows, formatted with
 * the repository's Prettier settings) and a one-line summary for the build log.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ItemParams } from '@roar/scoring';
import { format, resolveConfig } from 'prettier';
import { GUESSING, UPPER } from './priors.ts';
import { BIN_COUNT, binOf } from './select.ts';
import type { SourceLanguage } from './sources.ts';

export interface BuiltItem {
  id: string;
  stimulus: string;
  lexicality: 'real' | 'made-up';
  params: ItemParams;
}

export interface BuiltBank {
  language: SourceLanguage;
  version: string;
  /** Where the bank came from, for the file header: the builder's seed and date. */
  seed: string;
  buildDate: string;
  practice: BuiltItem[];
  test: BuiltItem[];
}

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/swr');

export const bankFile = (language: SourceLanguage) => join(DATA_DIR, `items-${language}.ts`);

const LANGUAGE_NAME: Record<SourceLanguage, string> = { en: 'English', es: 'Spanish' };

const row = (i: BuiltItem) =>
  `[${[i.id, i.stimulus, i.lexicality].map((s) => `'${s}'`).join(', ')}, ${i.params.a}, ${i.params.b}],`;

/** The bank file's text. */
export async function serialiseBank(bank: BuiltBank): Promise<string> {
  const text = `import { defineWordBank } from './items.ts';

/**
 * ${LANGUAGE_NAME[bank.language]} Word items, written by packages/tasks/scripts/build-swr-bank.ts
 * (seed '${bank.seed}', ${bank.buildDate}): do not edit by hand.
 * Rows: [id, stimulus, lexicality, a, b], with c = ${GUESSING} and d = ${UPPER} for every item.
 * The parameters are a PROVISIONAL prior, not a calibration (README.md).
 */
export const SWR_ITEMS_${bank.language.toUpperCase()} = defineWordBank({
  language: '${bank.language}',
  version: '${bank.version}',
  guessing: ${GUESSING},
  upper: ${UPPER},
  practice: [
${bank.practice.map(row).join('\n')}
  ],
  test: [
${bank.test.map(row).join('\n')}
  ],
});
`;
  const file = bankFile(bank.language);
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

/** Items per half-unit bin of b from -3 to 3, real and made-up. */
export function summary(bank: BuiltBank): string {
  const bins = (kind: BuiltItem['lexicality']) => {
    const counts = Array.from({ length: BIN_COUNT }, () => 0);
    for (const i of bank.test.filter((t) => t.lexicality === kind)) {
      counts[binOf(i.params.b)] = (counts[binOf(i.params.b)] ?? 0) + 1;
    }
    return counts.join(' ');
  };
  return (
    `${bank.language}: ${bank.test.length} test items; items per b bin from -3 to 3: ` +
    `real [${bins('real')}], made-up [${bins('made-up')}]`
  );
}
