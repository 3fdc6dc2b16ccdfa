import type { TaskRunContext } from '../plugin.ts';
import { limitMs } from '../registry/time-limits.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import type { ClipKey } from '../speech/index.ts';
import { mountGame, type GameUi } from '../ui/mount.tsx';
import type { MathScreen } from '../ui/screen-store.ts';
import { createFluencyEngine, type FluencyStep } from './engine.ts';
import { awaitMathAnswer, type MathAnswer } from '../ui/math-input.ts';
import { MATH_GAP_MS, showMathInput } from '../ui/math-trial.ts';
import { problemText } from './problems.ts';
import { engineOptions, languageOf, type FluencyParams } from './setup.ts';
import { fluencyTrialData, fluencyTrialPlace } from './trial-data.ts';

/** How often the block time used is saved for a reload (ms). */
const CHECKPOINT_EVERY_MS = 1_000;
/** How long a practice hint stays before the child tries again (ms). */
const HINT_MS = 1_500;

const INTRO: Record<FluencyParams['responseMode'], ClipKey> = {
  production: 'fluency.intro-type',
  '2afc': 'fluency.intro-choose2',
  '6afc': 'fluency.intro-choose6',
};

type TrialResult = { correct: boolean } | 'time-up';

/**
 * Plays one fluency run (Math Facts or Calculation Fluency): instructions, the keypad practice
 * (typed answers), practice problems with hints, then timed blocks with a break between them. A
 * block's time runs from its first problem and on between problems; the problem on screen when
 * it runs out is not scored. Each problem has its own limit, after which it counts as unanswered.
 */
export async function playFluency(
  context: TaskRunContext<FluencyParams>,
  taskId: string,
): Promise<void> {
  const { params } = context;
  const ui = mountGame(context as TaskRunContext<unknown>, languageOf(taskId));
  const clock = createTrialClock();
  const engine = createFluencyEngine(engineOptions(taskId, params, context.rng.seed));
  engine.replay(context.resume);
  const saved = context.checkpoint.read();
  if (typeof saved?.block === 'number' && typeof saved.usedMs === 'number') {
    engine.resumeUsed(saved.block, saved.usedMs);
  }
  const resumed = context.resume.length > 0 || saved !== undefined;
  const typed = params.responseMode === 'production';
  // Infinity: no time limit (an untimed accommodation), so no timer is set.
  const itemMs = limitMs(params.itemSeconds);
  let stopSaving = () => {};

  try {
    await ui.start();
    if (!params.skipInstructions && !resumed) await ui.instruct(INTRO[params.responseMode]);
    let step = engine.next();
    let block = -1;
    let stretch: { startMs: number; usedBeforeMs: number } | null = null;
    while (step) {
      if (step.opensPart && step.attempt === 1 && !params.skipInstructions) {
        if (step.part === 'keypad' && !resumed) await ui.instruct('fluency.keypad-intro');
        if (step.part === 'practice' && !resumed) await ui.instruct('fluency.practice-intro');
      }
      if (step.part === 'test' && step.block !== block) {
        if (block >= 0 || (step.block > 0 && !resumedMidBlock(step))) await breakBetweenBlocks(ui);
        else if (!resumed && params.practice) await ui.instruct('common.practice-done');
        block = step.block;
        stopSaving();
        stretch = { startMs: performance.now(), usedBeforeMs: engine.progress().usedMs };
        stopSaving = keepSavingUsedTime(block, stretch);
      }
      const result = await ui.guard(runTrial(step, stretch));
      // The trial's timers (the block's time) end with it: a break that follows must not use up
      // the next block's time.
      clock.endTrial();
      if (result === 'time-up') {
        // The last block says so; between blocks the break screen follows at once.
        if (engine.next() === null) await ui.instruct('fluency.time-up');
      } else if (step.part !== 'test') {
        await practiceFeedback(step, result.correct);
      }
      step = engine.next();
    }
  } finally {
    clock.endTrial();
    stopSaving();
    ui.unmount();
  }

  /** Whether the run resumes inside a block already begun (no break before it then). */
  function resumedMidBlock(next: FluencyStep) {
    return next.block === engine.progress().block && engine.progress().answered > 0;
  }

  async function breakBetweenBlocks(gameUi: GameUi) {
    const shown = gameUi.waitForContinue({ kind: 'break', text: gameUi.clipText('common.break') });
    void gameUi.speak('common.break').catch(() => {});
    await shown;
  }

  /** After a practice answer: praise, a hint and another try, or the answer and the next one. */
  async function practiceFeedback(done: FluencyStep, correct: boolean) {
    const again = engine.next();
    if (correct || again?.itemId !== done.itemId) {
      await ui.feedback(correct, clock);
      return;
    }
    const key: ClipKey =
      again.attempt === 2
        ? 'fluency.try-again'
        : typed
          ? 'fluency.hint-type'
          : 'fluency.hint-choose';
    clock.endTrial();
    ui.store.set({
      screen: {
        ...screenOf(done),
        hint: ui.clipText(key),
        answer: again.attempt === 3 && done.problem ? done.target : null,
      },
    });
    await ui.guard(Promise.all([ui.speak(key).catch(() => {}), clock.wait(HINT_MS)]));
  }

  function screenOf(s: FluencyStep): MathScreen {
    return {
      kind: 'math',
      problem: s.problem ? problemText(s.problem) : s.target,
      look: 'problem',
      caption: s.problem === null ? ui.messages.typeThis : null,
      figure: null,
      input: s.options
        ? {
            kind: 'options',
            options: s.options.map((o) => ({ value: String(o.value), label: String(o.value) })),
            selected: null,
          }
        : { kind: 'keypad', entry: '', decimal: false },
      hint: null,
      answer: s.attempt === 3 && s.problem ? s.target : null,
    };
  }

  /**
   * Saves the block time used in the run's checkpoint every second and when the page is hidden,
   * so that a reload between answers resumes with the time that was left.
   */
  function keepSavingUsedTime(atBlock: number, from: { startMs: number; usedBeforeMs: number }) {
    const save = () =>
      context.checkpoint.write({
        block: atBlock,
        usedMs: Math.round(
          Math.min(engine.blockMs, from.usedBeforeMs + (performance.now() - from.startMs)),
        ),
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      save();
      timer = setTimeout(tick, CHECKPOINT_EVERY_MS);
    };
    tick();
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }

  /** Share of the current block done: of its time, or of its problems when it has no time. */
  function blockDone(usedMs: number): number {
    const { blockMs, answered, blockLength } = engine.progress();
    if (!Number.isFinite(blockMs)) return blockLength > 0 ? Math.min(1, answered / blockLength) : 0;
    return Math.min(1, usedMs / blockMs);
  }

  async function runTrial(
    s: FluencyStep,
    stretch: { startMs: number; usedBeforeMs: number } | null,
  ): Promise<TrialResult> {
    clock.endTrial();
    context.setTrialIndex(s.trialIndex);
    const testing = s.part === 'test' && stretch !== null;
    const usedNow = () =>
      stretch === null ? 0 : stretch.usedBeforeMs + (performance.now() - stretch.startMs);
    const { block: at, blockMs } = engine.progress();
    const timeUp = new Promise<'time-up'>((resolve) => {
      if (!testing || !Number.isFinite(blockMs)) return;
      clock.schedule(Math.max(0, blockMs - usedNow()), () => {
        engine.expire();
        resolve('time-up');
      });
    });
    await clock.nextFrame(() =>
      ui.store.set({
        screen: { kind: 'blank' },
        choices: null,
        practice: !testing,
        progress: testing ? (at + blockDone(usedNow())) / engine.blockCount : null,
      }),
    );
    await Promise.race([clock.wait(MATH_GAP_MS), timeUp]);
    if (testing && usedNow() >= blockMs) {
      engine.expire();
      return 'time-up';
    }
    const screen = screenOf(s);
    const onsetMs = await clock.showAt(() => ui.store.set({ screen }));
    const itemTimeUp = new Promise<'item-time-up'>((resolve) => {
      if (testing && Number.isFinite(itemMs)) {
        clock.schedule(itemMs, () => resolve('item-time-up'));
      }
    });
    const response = await Promise.race([
      awaitMathAnswer(clock, ui.root, screen, showMathInput(ui)),
      timeUp,
      itemTimeUp,
    ]);
    if (response === 'time-up') return response;
    const answered: MathAnswer | null = response === 'item-time-up' ? null : response;
    const elapsedMs = testing
      ? Math.min(
          blockMs,
          answered ? stretch.usedBeforeMs + (answered.timeStamp - stretch.startMs) : usedNow(),
        )
      : undefined;
    const { correct, data } = fluencyTrialData(s, {
      response: answered?.value ?? null,
      source: answered?.source ?? null,
      rtMs: answered ? answered.rtMs : null,
      onsetMs,
      mode: params.responseMode,
      elapsedMs,
      ...(typed && answered ? { keystrokes: answered.keystrokes } : {}),
    });
    engine.answer(s, correct, elapsedMs);
    await context.record({ ...fluencyTrialPlace(s), data });
    return { correct };
  }
}
