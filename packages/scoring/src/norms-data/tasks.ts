/**
 * Tasks that ship provisional norms (scoring.md section 3), with the language of each table.
 * Kept apart from the loaded tables so the builder script can run before any table exists.
 */
export const PROVISIONAL_NORMS_TASKS = [
  'swr',
  'swr-es',
  'sre',
  'sre-es',
  'pa',
  'pa-es',
  'vocab',
  'roar-inference',
  'morphology',
  'cva',
] as const;

export type ProvisionalNormsTask = (typeof PROVISIONAL_NORMS_TASKS)[number];

export const isProvisionalNormsTask = (taskId: string): taskId is ProvisionalNormsTask =>
  (PROVISIONAL_NORMS_TASKS as readonly string[]).includes(taskId);

/**
 * Language of a task's table: the Spanish tasks end in '-es'. Picture Vocabulary (vocab) plays
 * either language by its variant and has one table (the model does not tell them apart).
 */
export const normsLanguageOf = (task: ProvisionalNormsTask): 'en' | 'es' =>
  task.endsWith('-es') ? 'es' : 'en';

/**
 * The score a table's norms describe: the 100-900 roarScore, sentence reading's correct -
 * incorrect (floored at 0) within a time limit, or a number correct (phoneme).
 */
export interface NormsScoreScale {
  readonly score: 'roar-score' | 'net-correct' | 'count';
  /** Time limit of the scored part in seconds; null for untimed tasks. */
  readonly timeLimitSeconds: number | null;
}

/**
 * The scale of a provisional table, as the builder's model states it (assumptions 3, 4 and 4b of
 * scripts/build-provisional-norms.ts): roarScore for the adaptive tasks, correct - incorrect in
 * 180 s for sentence reading, number correct over all three subtests for phoneme. A score on
 * another scale or from another time limit has no place in the table.
 */
export function provisionalNormsScale(task: ProvisionalNormsTask): NormsScoreScale {
  if (task === 'sre' || task === 'sre-es') return { score: 'net-correct', timeLimitSeconds: 180 };
  if (task === 'pa' || task === 'pa-es') return { score: 'count', timeLimitSeconds: null };
  // swr, swr-es, and the written four-choice tasks (morphology, cva): EAP ability as roarScore.
  return { score: 'roar-score', timeLimitSeconds: null };
}
