import { gameOf } from '@roar/tasks/registry';

/**
 * The measures column of the score CSV (docs/reports-csv.md): one cell per cognition game with
 * each part's right answers, median time of right answers, switch cost and span, as the student
 * report shows them (written by packages/db report-csv-lines.ts). Only games whose report has
 * measures get the column.
 */

/** Whether a task's score CSV has a measures column. */
export const hasMeasures = (taskId: string): boolean =>
  gameOf(taskId)?.report.skills.includes('measures') ?? false;
