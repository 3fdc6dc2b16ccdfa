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
