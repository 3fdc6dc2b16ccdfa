import type { GameTrial } from '../trial-types.ts';
import { createRng, type Rng } from '../runtime/random.ts';
import { CORE_MATH_PRACTICE } from './bank.ts';
import { estimateAbility, type Ability } from './ability.ts';
import { gradeLocation } from './params.ts';
import {
  HIGHEST_GRADE,
  LOWEST_GRADE,
  SUBSKILLS,
  type CoreMathAnswer,
  type CoreMathItem,
  type CoreMathLanguage,
  type Subskill,
} from './types.ts';
import { itemView, type CoreMathItemView } from './view.ts';

/**
 * The item sequence (README.md, "Item sequence"), in grade units. The test starts a grade and a
 * half below the student's grade (room for a child whose grade overstates its level). The target
 * rises a quarter grade after each right answer and holds after a wrong one (the step shrinks to
 * nothing after an error), so difficulty never falls: it climbs through what the child knows and
 * settles where the child starts to fail, until 4 of the last 5 answers are wrong. Each item is
 * the unused item of the strand in turn nearest the target.
 */
export const CORE_MATH_RULES = {
  startBelowGrade: 1.5,
  /** Start when the grade is unknown. */
  defaultStart: 1,
  rise: 0.25,
  riseAfterWrong: 0,
  /** How far the strand's nearest item may be from the target before another strand is used. */
  maxGap: 0.75,
  window: 5,
  wrongInWindow: 4,
  defaultTrials: 40,
} as const;

export type WalkRules = { -readonly [K in keyof typeof CORE_MATH_RULES]: number };

export interface CoreMathStep {
  stage: 'practice' | 'test';
  item: CoreMathItem;
  language: CoreMathLanguage;
  /** Index of the trial in the run (practice and test together). */
  trialIndex: number;
  /** The item in the run's language, options in the order shown (shuffled by the run's rng). */
  view: CoreMathItemView;
  /** Practice shows the answer after a mistake; the test gives no feedback. */
  showAnswerOnError: boolean;
  /** Grade target the item was chosen for (test); null for practice. */
  target: number | null;
}

export interface CoreMathEngineOptions {
  /** The test pool (CORE_MATH_ITEMS in the game; smaller pools in tests). */
  items: readonly CoreMathItem[];
  rng: Rng;
  /** The student's grade as a number (gradeNumber), null when unknown. */
  grade: number | null;
  /** Most test items (params range 10-100); default 40. */
  numTrials?: number;
  /** Stop once the ability's standard error is at or below this (the variant's stoppingSE). */
  stoppingSE?: number;
  practice: boolean;
  language?: CoreMathLanguage;
  practiceItems?: readonly CoreMathItem[];
  /** Other rules, for experiments (README.md); the game uses CORE_MATH_RULES. */
  rules?: Partial<WalkRules>;
  /** Test items of the child's runs in the last 120 days: avoided while others remain (ADR 053). */
  avoidItemIds?: readonly string[] | undefined;
}

/**
 * Exposure control (ADR 053): with k > 1 each test item is drawn among the k unused items of the
 * strand nearest the target (all those as near as the k-th). 1 keeps the nearest item (ties to
 * bank order): the walk, its five strands and its early ceiling already keep every item under
 * 30 % of children (23 % at most, simulated over grades K-12 pooled; 15 % with k = 4).
 */
export const CORE_MATH_RANDOMESQUE = 1;

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/** Start target: 1.5 grades below the student's (down to K), grade 1 when unknown. */
export function startGrade(grade: number | null, rules: WalkRules = CORE_MATH_RULES): number {
  if (grade === null) return rules.defaultStart;
  return clamp(grade - rules.startBelowGrade, LOWEST_GRADE, HIGHEST_GRADE);
}

/**
 * Whether 4 of the last 5 test answers are wrong. The window must be full: a child who misses
 * the first four items still gets a fifth (4 of 4 is not yet "4 of the last 5").
 */
export function ceilingReached(
  answers: readonly boolean[],
  rules: WalkRules = CORE_MATH_RULES,
): boolean {
  if (answers.length < rules.window) return false;
  const wrong = answers.slice(-rules.window).filter((correct) => !correct).length;
  return wrong >= rules.wrongInWindow;
}

/**
 * The rules of one Core Math run, free of the screen. Deterministic from the seed and the
 * answers: the rng draws the first strand of the rotation once, then shuffles each choice
 * item's options; ties between items go to bank order. Rebuilt from recorded trials with
 * replay(), a reloaded run continues at the same item with the same options.
 */
export function createCoreMathEngine(options: CoreMathEngineOptions) {
  const { items, rng } = options;
  const rules: WalkRules = { ...CORE_MATH_RULES, ...options.rules };
  const language = options.language ?? 'en';
  const numTrials = options.numTrials ?? rules.defaultTrials;
  const practice = options.practice ? (options.practiceItems ?? CORE_MATH_PRACTICE) : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const firstStrand = rng.int(0, SUBSKILLS.length - 1);
  // Exposure control draws from a generator of its own (seeded by one draw of the run's), so what
  // else uses the run's generator between items does not change the items (ADR 053).
  const selection = createRng(`core-math-selection:${rng.next()}`);
  const used = new Set<string>();
  const answers: { item: CoreMathItem; correct: boolean }[] = [];
  let practiceDone = 0;
  let target = startGrade(options.grade, rules);
  let pending: CoreMathStep | null = null;
  let lastSe = Number.POSITIVE_INFINITY;

  const avoid = new Set(options.avoidItemIds ?? []);
  /** An item drawn among the strand's nearest to the target (recent ones only when no other). */
  const nearest = (subskill: Subskill | null) => {
    const eligible = items.filter(
      (item) => !used.has(item.id) && (!subskill || item.subskill === subskill),
    );
    const fresh = eligible.filter((item) => !avoid.has(item.id));
    const ranked = (fresh.length > 0 ? fresh : eligible)
      .map((item, index) => ({ item, index, gap: Math.abs(gradeLocation(item) - target) }))
      .sort((x, y) => x.gap - y.gap || x.index - y.index);
    if (ranked.length === 0) return undefined;
    if (CORE_MATH_RANDOMESQUE <= 1) return ranked[0]!;
    const kth = ranked[Math.min(CORE_MATH_RANDOMESQUE, ranked.length) - 1]!.gap;
    // Never farther than the walk allows when the nearest is near enough (choose() checks it).
    const reach = Math.max(ranked[0]!.gap, rules.maxGap);
    const near = ranked.filter((r) => r.gap <= Math.min(kth, reach));
    return near.length === 1 ? near[0]! : near[selection.int(0, near.length - 1)]!;
  };

  /** The strand whose turn it is, else the next strand with an item near the target. */
  const choose = (): CoreMathItem | undefined => {
    for (let k = 0; k < SUBSKILLS.length; k += 1) {
      const strand = SUBSKILLS[(firstStrand + answers.length + k) % SUBSKILLS.length]!;
      const found = nearest(strand);
      if (found && found.gap <= rules.maxGap) return found.item;
    }
    return nearest(null)?.item;
  };

  const makeStep = (stage: CoreMathStep['stage'], item: CoreMathItem): CoreMathStep => {
    const view = itemView(item, language);
    return {
      stage,
      item,
      language,
      trialIndex: practiceDone + answers.length,
      view: { ...view, options: rng.shuffle(view.options) },
      showAnswerOnError: stage === 'practice',
      target: stage === 'test' ? target : null,
    };
  };

  const record = (item: CoreMathItem, correct: boolean): Ability => {
    used.add(item.id);
    answers.push({ item, correct });
    target += correct ? rules.rise : rules.riseAfterWrong;
    const ability = estimateAbility(answers);
    lastSe = ability.se;
    return ability;
  };

  const engine = {
    /** The step to show now, or null when the run is over. Asking twice gives the same step. */
    next(): CoreMathStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) {
        pending = makeStep('practice', practice[practiceDone]!);
        return pending;
      }
      if (engine.stopped()) return null;
      const item = choose();
      if (!item) return null;
      pending = makeStep('test', item);
      return pending;
    },

    /** Records the answer to the pending step; returns the ability after it (test items). */
    answer(answered: CoreMathStep, correct: boolean): Ability | null {
      pending = null;
      if (answered.stage === 'practice') {
        practiceDone += 1;
        return null;
      }
      return record(answered.item, correct);
    },

    /** Whether the test is over: ceiling, the item limit, the precision asked for, or no item. */
    stopped(): boolean {
      const results = answers.map((a) => a.correct);
      return (
        answers.length >= numTrials ||
        ceilingReached(results, rules) ||
        (options.stoppingSE !== undefined && lastSe <= options.stoppingSE) ||
        used.size >= items.length
      );
    },

    /** The test answers so far, in order (what scoring reads). */
    answers: (): CoreMathAnswer[] =>
      answers.map((a) => ({ itemId: a.item.id, correct: a.correct })),

    /** Test items answered so far, and the most the run will give. */
    progress: () => ({ answered: answers.length, total: numTrials }),

    /**
     * Replays trials recorded before a reload, in order: each is asked for with next() and
     * answered, so the rng advances as in the first play. A recorded item the rules would not
     * give now (a changed bank) still counts, from its stored id.
     */
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        const correct = trial.data.correct === 1;
        const shown = engine.next();
        if (shown && shown.stage === trial.stage && shown.item.id === trial.itemId) {
          engine.answer(shown, correct);
          continue;
        }
        pending = null;
        if (trial.stage === 'practice') {
          practiceDone = Math.min(practice.length, practiceDone + 1);
          continue;
        }
        const item = trial.itemId ? byId.get(trial.itemId) : undefined;
        if (item && !used.has(item.id)) record(item, correct);
      }
    },
  };
  return engine;
}

export type CoreMathEngine = ReturnType<typeof createCoreMathEngine>;
