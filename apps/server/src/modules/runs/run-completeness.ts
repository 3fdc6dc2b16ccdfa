import { scoringKindOf } from './task-scoring.ts';

/** The fields of a test trial completeness reads. */
interface TestTrial {
  data: Record<string, unknown>;
}

/** Items of an adaptive run when the variant does not set numTrials (the Word game's default). */
export const DEFAULT_ADAPTIVE_ITEMS = 84;
/**
 * A sentence run counts as run to its time limit when its last answer came within this much of the
 * limit: the statement on screen when time ran out is not scored, and a slow reader needs up to
 * the task's slow-response threshold (20 s) for one.
 */
export const SENTENCE_END_TOLERANCE_MS = 20_000;

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Whether a completed run reached its natural end (scoring.md section 5, 'incomplete'), judged
 * from its stored test trials and the variant's parameters:
 * - sentence: the time limit was (almost) used up, or every statement of the form was answered;
 *   trials without timing (older clients) cannot tell, and count as complete;
 * - adaptive: the item limit was reached, or the standard error reached the variant's threshold;
 * - other tasks: complete when completed (block tasks are judged per block elsewhere).
 */
export function reachedEnd(
  task: { taskId: string; params: Record<string, unknown> },
  test: readonly TestTrial[],
): boolean {
  const kind = scoringKindOf(task.taskId);
  const last = test.at(-1)?.data;
  if (kind === 'sentence') {
    if (!last) return false;
    const elapsed = Math.max(...test.map((t) => num(t.data.elapsedMs) ?? 0));
    const limit = num(last.timeLimitMs) ?? (num(task.params.timeLimitSeconds) ?? 180) * 1000;
    const formSize = num(last.formSize);
    if (num(last.elapsedMs) === undefined) return true;
    return (
      elapsed >= limit - SENTENCE_END_TOLERANCE_MS ||
      (formSize !== undefined && test.length >= formSize)
    );
  }
  if (kind === 'adaptive') {
    const limit = num(task.params.numTrials) ?? DEFAULT_ADAPTIVE_ITEMS;
    if (test.length >= limit) return true;
    const threshold = num(task.params.stoppingSE);
    const se = last ? num(last.se) : undefined;
    return threshold !== undefined && se !== undefined && se <= threshold;
  }
  return true;
}
