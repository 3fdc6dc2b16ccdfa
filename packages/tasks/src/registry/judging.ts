import type { JudgedTrial, StoredTrial } from './definition.ts';

/**
 * Longest response time counted for a trial without a time limit: past two minutes a child was
 * away from the game rather than answering, and no reliability rule needs more.
 */
export const UNTIMED_RT_CAP_MS = 120_000;

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A browser-measured response time kept within [0, limit]; null when absent or not a number. */
export function clampRt(value: unknown, limitMs: number = UNTIMED_RT_CAP_MS): number | null {
  if (!finite(value)) return null;
  return Math.min(Math.max(value, 0), limitMs);
}

/** The child's response as stored: a string, or null (no answer). */
export const responseOf = (trial: StoredTrial): string | null =>
  typeof trial.data.response === 'string' ? trial.data.response : null;

/**
 * Trials in trial order, practice and test only (a row without a stage is not scored). A test
 * item answered twice in one part counts once, with its first answer: no game gives a test item
 * twice, so a second answer can only be a replayed or forged record.
 */
export function inTrialOrder(trials: readonly StoredTrial[]): StoredTrial[] {
  const seen = new Set<string>();
  return [...trials]
    .filter((t) => t.stage === 'practice' || t.stage === 'test')
    .sort((a, b) => a.trialIndex - b.trialIndex)
    .filter((t) => {
      if (t.stage !== 'test' || !t.itemId) return true;
      const key = `${t.subtask ?? ''}\u0000${t.itemId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A judged trial: the response compared with the rebuilt item's key, when there is an item. */
export function judged(
  trial: StoredTrial,
  key: { answer: string; facts?: Record<string, unknown> } | undefined,
  rtLimitMs?: number,
): JudgedTrial {
  const response = responseOf(trial);
  return {
    trialIndex: trial.trialIndex,
    subtask: trial.subtask ?? null,
    stage: trial.stage === 'practice' ? 'practice' : 'test',
    itemId: trial.itemId ?? null,
    correct: key ? response === key.answer : null,
    rtMs: clampRt(trial.data.rt, rtLimitMs),
    facts: key?.facts ?? {},
  };
}

/** Number of a params field, undefined when absent. */
export const numberParam = (value: unknown): number | undefined =>
  finite(value) ? value : undefined;

/** The middle value (the mean of the two middle ones), null without any. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Per part, in the order given: scored test trials right, scored, and the median time of the
 * right ones, rounded to the ms (the student report's subscores). A part without any is absent.
 */
export function measuresByPart<Part extends string>(
  parts: readonly Part[],
  scored: readonly JudgedTrial[],
  partOf: (trial: JudgedTrial) => string | undefined,
): { part: Part; correct: number; attempted: number; medianRtMs: number | null }[] {
  return parts.flatMap((part) => {
    const trials = scored.filter((t) => partOf(t) === part);
    if (trials.length === 0) return [];
    const right = trials.filter((t) => t.correct === true);
    const rt = median(right.flatMap((t) => (t.rtMs === null ? [] : [t.rtMs])));
    return [
      {
        part,
        correct: right.length,
        attempted: trials.length,
        medianRtMs: rt === null ? null : Math.round(rt),
      },
    ];
  });
}

/** Whether the last `count` scored answers were all wrong (a stop rule of wrong answers in a row). */
export function endedByErrors(scored: readonly JudgedTrial[], count: number): boolean {
  const tail = scored.slice(-count);
  return tail.length === count && tail.every((t) => t.correct === false);
}
