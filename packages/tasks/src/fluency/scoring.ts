import type { FluencyResponseMode } from '@roar/contracts';
import type { JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { inTrialOrder, judged } from '../registry/judging.ts';
import { limitMs } from '../registry/time-limits.ts';
import { parseProblemId, problemText, type Problem } from './problems.ts';
import { KEYPAD_PRACTICE, PRACTICE_TO_PASS, blockProblems, practiceProblems } from './sequence.ts';
import { engineOptions, kindOf, type FluencyParams } from './setup.ts';

type FluencyRun = RunToScore<FluencyParams>;

/** What a judged fluency trial tells beyond its answer. */
export interface FluencyFacts {
  problem: string | null;
  answer: number | null;
  /** Test: the block (0-based) and the block time used at the answer (clamped), if recorded. */
  block: number | null;
  elapsedMs: number | null;
  /** The practice part the trial belongs to. */
  part: 'keypad' | 'practice' | 'test';
}

export const factsOf = (trial: JudgedTrial) => trial.facts as unknown as FluencyFacts;

/** The test problems of a run by block, and its practice, rebuilt from the seed and variant. */
function runItems(run: FluencyRun) {
  const options = engineOptions(run.taskId, run.params, run.seed ?? '');
  const blocks = run.seed
    ? blockProblems(run.seed, options).map((b) => new Set(b.map((p) => p.id)))
    : [];
  const practice = new Set(practiceProblems(options.kind, options.operations).map((p) => p.id));
  const keypad = new Set(KEYPAD_PRACTICE[options.kind]);
  return { blocks, practice, keypad };
}

/** The problem a stored trial answered, if the run gave it there. */
function problemOf(
  trial: StoredTrial,
  items: ReturnType<typeof runItems>,
): { problem: Problem | null; target: string; block: number | null } | null {
  if (trial.stage === 'practice') {
    const typed = /^keypad-(\d+)$/.exec(trial.itemId ?? '');
    if (typed)
      return items.keypad.has(typed[1]!) ? { problem: null, target: typed[1]!, block: null } : null;
    const p = parseProblemId(trial.itemId);
    return p && items.practice.has(p.id) && trial.subtask === p.operation
      ? { problem: p, target: String(p.answer), block: null }
      : null;
  }
  const block = Number(trial.block) - 1;
  const p = parseProblemId(trial.itemId);
  // The trial's subtask must be its problem's operation: the server drops a test item answered
  // twice in one subtask, so a copy under another subtask must not count either.
  if (!p || trial.subtask !== p.operation || !items.blocks[block]?.has(p.id)) return null;
  return { problem: p, target: String(p.answer), block };
}

/**
 * Judges a fluency run: each trial's problem must be one the run's seed and variant gave in that
 * block (or its practice), stored under its operation; the typed or chosen number must equal the problem's answer. A problem
 * whose time ran out has no response and counts as wrong. Response times are clamped to the
 * problem's limit.
 */
export function judgeFluencyRun(run: FluencyRun): JudgedTrial[] {
  const items = runItems(run);
  const itemMs = limitMs(run.params.itemSeconds);
  const blockMs = limitMs(run.params.blockSeconds);
  return inTrialOrder(run.trials).map((trial) => {
    const found = problemOf(trial, items);
    const elapsed = trial.data.elapsedMs;
    const facts: FluencyFacts = {
      problem: found?.problem ? problemText(found.problem) : null,
      answer: found?.problem?.answer ?? null,
      block: found?.block ?? null,
      elapsedMs:
        typeof elapsed === 'number' && Number.isFinite(elapsed)
          ? Math.min(Math.max(elapsed, 0), blockMs)
          : null,
      part: trial.stage === 'test' ? 'test' : found && !found.problem ? 'keypad' : 'practice',
    };
    const rtLimit = Number.isFinite(itemMs) ? itemMs : undefined;
    const result = judged(trial, found ? { answer: found.target } : undefined, rtLimit);
    return { ...result, facts: facts as unknown as Record<string, unknown> };
  });
}

/**
 * The headline score of the answer mode (the original's rules): typed answers count the right
 * ones; with two choices, right - wrong (a guess is right half the time); with six, right - 0.2 x
 * wrong, to two decimals. Unscored trials (an item the run did not give) count neither way.
 */
export function fluencyRawScore(mode: FluencyResponseMode, test: readonly JudgedTrial[]) {
  const right = test.filter((t) => t.correct === true).length;
  const wrong = test.filter((t) => t.correct === false).length;
  if (mode === 'production') return right;
  if (mode === '2afc') return right - wrong;
  return Math.round((right - 0.2 * wrong) * 100) / 100;
}

/** Percent of the scored test answers that were right; null without any. */
export function percentRight(test: readonly JudgedTrial[]): number | null {
  const scored = test.filter((t) => t.correct !== null);
  if (scored.length === 0) return null;
  return Math.round((100 * scored.filter((t) => t.correct).length) / scored.length);
}

/** Time between problems (the blank before each) that a block's last answer may also leave. */
const END_SLACK_MS = 1_000;

/**
 * Whether every block was played to its end: the block's time was used up (its last answer came
 * within one problem's time of the end: the problem on screen when time ran out is not recorded),
 * or it ran out of problems (a short variant).
 */
export function reachedEnd(run: FluencyRun, test: readonly JudgedTrial[]): boolean {
  const items = runItems(run);
  const itemMs = limitMs(run.params.itemSeconds);
  const blockMs = limitMs(run.params.blockSeconds);
  return items.blocks.every((problems, block) => {
    const answers = test.filter((t) => factsOf(t).block === block);
    if (answers.length >= problems.size) return true;
    const used = Math.max(0, ...answers.map((t) => factsOf(t).elapsedMs ?? 0));
    // Without block time (untimed), only the list's end ends a block.
    return (
      answers.length > 0 && Number.isFinite(blockMs) && used >= blockMs - itemMs - END_SLACK_MS
    );
  });
}

/** Most facts the report lists to work on. */
export const FACTS_TO_WORK_ON = 3;

/**
 * Up to three multiplication and division facts to work on (Math Facts only): those answered wrong
 * or not in time, in the order met, then the slowest answered right.
 */
export function factsToWorkOn(run: FluencyRun, judgedTrials: readonly JudgedTrial[]): string[] {
  if (kindOf(run.taskId) !== 'facts') return [];
  const candidates = judgedTrials.filter(
    (t) =>
      t.stage === 'test' &&
      t.correct !== null &&
      (t.subtask === 'multiplication' || t.subtask === 'division'),
  );
  const wrong = candidates.filter((t) => t.correct === false);
  const slowRight = candidates
    .filter((t) => t.correct === true)
    .sort((a, b) => (b.rtMs ?? 0) - (a.rtMs ?? 0));
  return [...wrong, ...slowRight]
    .slice(0, FACTS_TO_WORK_ON)
    .map((t) => `${factsOf(t).problem} = ${factsOf(t).answer}`);
}

/** Whether the practice ended without enough right answers (the run went on regardless). */
export function practiceNotPassed(run: FluencyRun, judgedTrials: readonly JudgedTrial[]): boolean {
  if (!run.params.practice) return false;
  const problems = judgedTrials.filter(
    (t) => t.stage === 'practice' && factsOf(t).part === 'practice',
  );
  const right = problems.filter((t) => t.correct === true).length;
  const reachedTest = judgedTrials.some((t) => t.stage === 'test');
  return reachedTest && right < PRACTICE_TO_PASS;
}
