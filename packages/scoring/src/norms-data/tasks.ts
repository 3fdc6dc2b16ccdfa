/**
 * Tasks that ship provisional norms (scoring.md section 3), with the language of each table.
 * Kept apart from the loaded tables so the builder script can run before any table exists.
 */
export const PROVISIONAL_NORMS_TASKS = ['swr', 'swr-es', 'sre', 'sre-es', 'pa', 'pa-es'] as const;

export type ProvisionalNormsTask = (typeof PROVISIONAL_NORMS_TASKS)[number];

export const isProvisionalNormsTask = (taskId: string): taskId is ProvisionalNormsTask =>
  (PROVISIONAL_NORMS_TASKS as readonly string[]).includes(taskId);

/** Language of a task's table: the Spanish tasks end in '-es'. */
export const normsLanguageOf = (task: ProvisionalNormsTask): 'en' | 'es' =>
  task.endsWith('-es') ? 'es' : 'en';
