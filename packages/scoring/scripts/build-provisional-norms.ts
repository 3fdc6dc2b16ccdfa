/**
 * Builds the PROVISIONAL norms tables in src/norms-data/<task>.json (scoring.md section 3).
 *
 *   npx tsx packages/scoring/scripts/build-provisional-norms.ts
 *
 * We have no norming sample. These tables come from the stated model below, not from data: they
 * are NOT national norms and every report or export that uses them must say "Provisional norms".
 * The output is deterministic (no clock, no randomness): the same model gives the same bytes, and
 * a test rebuilds the tables in memory and compares them with the files.
 *
 * Model assumptions (change them here, then bump VERSION and BUILD_DATE and rerun; 2 and 3's
 * constants live in src/grade-prior.ts, because the adaptive games' ability prior uses them too):
 * 1. Reference groups are grades K (0) to 12, one normal distribution (mean, SD) per grade.
 * 2. Growth shape, shared by every task: the share g(k) of the K-to-12 gain reached by grade k is
 *    a logistic curve s(k) = 1 / (1 + exp(-0.45 (k - 3.5))), rescaled so g(0) = 0 and g(12) = 1:
 *    growth is fastest between grades 3 and 4 and slows in the secondary grades.
 * 3. Adaptive tasks (swr, swr-es, vocab), the Inference Game (roar-inference, whose provisional
 *    item difficulties are set from this same curve: packages/tasks/src/inference/rules.ts) and the
 *    written four-choice tasks (morphology, cva: EAP ability from items with prior parameters in
 *    step with this model), scored on the 100-900 roarScore scale:
 *    mean ability theta(k) = -2.0 + 3.8 g(k) (theta -2.0 in K, +1.8 in grade 12), SD of theta 1.0
 *    within every grade. The mean is converted with roarScoreFromTheta (scales.ts, an integer);
 *    the SD with the scale's slope, 200/3 roarScore points per theta unit (66.7).
 * 4. Sentence reading (sre, sre-es), score = correct - incorrect in 180 s, floored at 0:
 *    mean(k) = 5 + 55 g(k) (5 in K, 60 in grade 12), SD(k) = 4 + 0.25 mean(k) (spread grows with
 *    the mean: 5.3 in K, 19.0 in grade 12). Means and SDs rounded to 0.1.
 * 4b. Phoneme (pa, pa-es), score = number correct over the three subtests (19 scored items each,
 *    57 in all; a subtest stopped early counts what was answered correctly): mean(k) = 12 + 40 g(k)
 *    (12 in K, 52 in grade 12), SD(k) = 5 + 0.1 mean(k). Means and SDs rounded to 0.1.
 * 5. English and Spanish tasks use the same model; nothing distinguishes them yet.
 * 6. Support levels: K-5 percentile cut points achieved 40, developing 20; the grade 6-12
 *    benchmarks are the grade-3 and grade-5 means of the same table.
 * 7. Provenance: kind 'provisional', no sample (sampleSizes {}), method 'model (see script header)'.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type NormGroup, type NormsTable, normsTableProblems } from '../src/norms.ts';
import {
  PROVISIONAL_NORMS_TASKS,
  type ProvisionalNormsTask,
  normsLanguageOf,
} from '../src/norms-data/tasks.ts';
import { PROVISIONAL_ABILITY, growthShare, provisionalThetaOfGrade } from '../src/grade-prior.ts';
import { roarScoreFromTheta } from '../src/scales.ts';

export { growthShare };

export const VERSION = '2026.11.2-provisional';
export const BUILD_DATE = '2026-11-21';
export const NORMS_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/norms-data');

const GRADES = Array.from({ length: 13 }, (_, grade) => grade);
/** Assumptions 2 and 3 live in src/grade-prior.ts: the adaptive estimators' prior uses them too. */
const ADAPTIVE = PROVISIONAL_ABILITY;
const SENTENCE = { meanK: 5, mean12: 60, sdBase: 4, sdPerPoint: 0.25 } as const;
const PHONEME = { meanK: 12, mean12: 52, sdBase: 5, sdPerPoint: 0.1 } as const;
/** roarScore points per theta unit: (900 - 100) / (6 - -6). */
const ROAR_SCORE_SLOPE = 200 / 3;

const round1 = (value: number) => Math.round(value * 10) / 10;

function adaptiveGroup(grade: number): NormGroup {
  const theta = provisionalThetaOfGrade(grade);
  return {
    grade,
    mean: roarScoreFromTheta(theta),
    sd: round1(ADAPTIVE.thetaSd * ROAR_SCORE_SLOPE),
  };
}

function sentenceGroup(grade: number): NormGroup {
  const mean = SENTENCE.meanK + (SENTENCE.mean12 - SENTENCE.meanK) * growthShare(grade);
  return { grade, mean: round1(mean), sd: round1(SENTENCE.sdBase + SENTENCE.sdPerPoint * mean) };
}

function phonemeGroup(grade: number): NormGroup {
  const mean = PHONEME.meanK + (PHONEME.mean12 - PHONEME.meanK) * growthShare(grade);
  return { grade, mean: round1(mean), sd: round1(PHONEME.sdBase + PHONEME.sdPerPoint * mean) };
}

const isSentence = (task: ProvisionalNormsTask) => task === 'sre' || task === 'sre-es';
const isPhoneme = (task: ProvisionalNormsTask) => task === 'pa' || task === 'pa-es';

const groupOf = (task: ProvisionalNormsTask) =>
  isSentence(task) ? sentenceGroup : isPhoneme(task) ? phonemeGroup : adaptiveGroup;

function scaleNote(task: ProvisionalNormsTask): string {
  if (isPhoneme(task)) {
    return (
      'Score: number correct over the three subtests (57 items). Means 12 (K) to 52 (grade 12) ' +
      'on a logistic growth curve; SD = 5 + 0.1 x mean.'
    );
  }
  return isSentence(task)
    ? 'Score: correct - incorrect in 180 s, floored at 0. Means 5 (K) to 60 (grade 12) on a ' +
        'logistic growth curve; SD = 4 + 0.25 x mean.'
    : 'Score: roarScore 100-900 from theta. Mean theta -2.0 (K) to +1.8 (grade 12) on a ' +
        'logistic growth curve; SD 1.0 theta (66.7 roarScore points).';
}

/** The provisional table of one task (pure: the same model always gives the same table). */
export function buildProvisionalTable(task: ProvisionalNormsTask): NormsTable {
  const groups = GRADES.map(groupOf(task));
  const meanOf = (grade: number) => groups.find((g) => g.grade === grade)?.mean ?? Number.NaN;
  return {
    task,
    language: normsLanguageOf(task),
    version: VERSION,
    kind: 'provisional',
    provenance: {
      method: 'model (see script header)',
      date: BUILD_DATE,
      sampleSizes: {},
      notes:
        'Provisional norms from a stated model, not from a norming sample; not national norms. ' +
        `${scaleNote(task)} Built by packages/scoring/scripts/build-provisional-norms.ts.`,
    },
    groups,
    supportCutPoints: { k5: { achieved: 40, developing: 20 } },
    benchmarks: { grade3: meanOf(3), grade5: meanOf(5) },
  };
}

/** Every provisional table, in PROVISIONAL_NORMS_TASKS order. */
export function buildProvisionalNorms(): NormsTable[] {
  return PROVISIONAL_NORMS_TASKS.map(buildProvisionalTable);
}

/** The file text of a table: 2-space JSON with a final newline (what prettier keeps as is). */
export const serialiseNormsTable = (table: NormsTable): string =>
  `${JSON.stringify(table, null, 2)}\n`;

export const normsFileName = (task: string): string => `${task}.json`;

function main(): void {
  mkdirSync(NORMS_DATA_DIR, { recursive: true });
  for (const table of buildProvisionalNorms()) {
    const problems = normsTableProblems(table);
    if (problems.length > 0) throw new Error(`${table.task}: ${problems.join('; ')}`);
    const file = join(NORMS_DATA_DIR, normsFileName(table.task));
    writeFileSync(file, serialiseNormsTable(table));
    process.stdout.write(`wrote ${file}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
