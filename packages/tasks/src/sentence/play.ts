import type { TaskRunContext } from '../plugin.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { mountGame } from '../ui/mount.tsx';
import { awaitTwoChoice, roundMs } from '../ui/trial.ts';
import { SENTENCE_GAP_MS } from './constants.ts';

/** How often the test time used is saved for a reload (ms). */
const CHECKPOINT_EVERY_MS = 1_000;
import { createSentenceEngine, type SentenceStep } from './engine.ts';
import type { SentenceParams } from './info.ts';
import { sentenceTrialData } from './trial-data.ts';

/**
 * Plays one Sentence run (tasks.md, Sentence): practice with feedback, then statements of one
 * form until the time limit, which runs from the first test statement and keeps running between
 * statements. Statements stay until answered; one still on screen when time runs out is not
 * scored.
 */
export async function playSentence(context: TaskRunContext<SentenceParams>): Promise<void> {
  const { params } = context;
  const language = params.language === 'es' ? 'es' : 'en';
  const ui = mountGame(context as TaskRunContext<unknown>, language);
  const clock = createTrialClock();
  const engine = createSentenceEngine({
    language,
    form: params.form,
    timeLimitSeconds: params.timeLimitSeconds,
    practice: params.practice,
    rng: context.rng,
  });
  engine.replay(context.resume);
  // Test time used after the last recorded answer (a reload mid-statement) counts too.
  const saved = context.checkpoint.read()?.testUsedMs;
  if (typeof saved === 'number') engine.resumeUsed(saved);
  const choices = { left: ui.messages.false, right: ui.messages.true };
  const resumed = context.resume.length > 0 || saved !== undefined;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let saveUsed = () => {};

  try {
    await ui.start();
    let step = engine.next();
    if (step?.stage === 'practice' && !params.skipInstructions) {
      await ui.instruct('sre.intro');
      await ui.instruct('sre.practice-intro');
    } else if (step?.stage === 'test' && !resumed && !params.skipInstructions) {
      await ui.instruct('sre.intro');
    }
    let testStarted = false;
    // Test time used before this stretch of play (a reload resumes with what was left).
    let usedBeforeMs = 0;
    let stretchStartMs = 0;
    while (step) {
      if (step.stage === 'test' && !testStarted) {
        const practised = context.resume.some((t) => t.stage === 'practice') || params.practice;
        if (engine.progress().usedMs === 0 && practised && !resumed) {
          await ui.instruct('common.practice-done');
        }
        testStarted = true;
        usedBeforeMs = engine.progress().usedMs;
        stretchStartMs = performance.now();
        keepSavingUsedTime(usedBeforeMs, stretchStartMs);
      }
      const result = await ui.guard(
        runTrial(step, testStarted ? stretchStartMs : null, usedBeforeMs),
      );
      if (result === 'time-up') break;
      if (step.stage === 'practice') {
        await ui.feedback(result.correct, clock);
      }
      step = engine.next();
    }
  } finally {
    clock.endTrial();
    clearTimeout(saveTimer);
    window.removeEventListener('pagehide', saveUsed);
    ui.unmount();
  }

  /**
   * Saves the test time used in the run's checkpoint every second and when the page is hidden,
   * so that a reload between answers resumes with the time that was left.
   */
  function keepSavingUsedTime(usedBeforeMs: number, stretchStartMs: number) {
    saveUsed = () =>
      context.checkpoint.write({
        testUsedMs: Math.round(
          Math.min(engine.limitMs, usedBeforeMs + (performance.now() - stretchStartMs)),
        ),
      });
    const tick = () => {
      saveUsed();
      saveTimer = setTimeout(tick, CHECKPOINT_EVERY_MS);
    };
    tick();
    window.addEventListener('pagehide', saveUsed);
  }

  /** Share of the test done: of its time, or of the form when it has no time limit. */
  function progressNow(usedMs: number): number {
    const { answered, formSize } = engine.progress();
    if (!Number.isFinite(engine.limitMs)) return Math.min(1, answered / formSize);
    return Math.min(1, usedMs / engine.limitMs);
  }

  async function runTrial(
    step: SentenceStep,
    stretchStartMs: number | null,
    usedBeforeMs: number,
  ): Promise<{ correct: boolean } | 'time-up'> {
    clock.endTrial();
    context.setTrialIndex(step.trialIndex);
    const isPractice = step.stage === 'practice';
    const usedNow = () =>
      stretchStartMs === null ? 0 : usedBeforeMs + (performance.now() - stretchStartMs);
    const timeUp = new Promise<'time-up'>((resolve) => {
      // No limit (an untimed accommodation): the form ends the test, no timer.
      if (isPractice || stretchStartMs === null || !Number.isFinite(engine.limitMs)) return;
      clock.schedule(Math.max(0, engine.limitMs - usedNow()), () => {
        engine.expire();
        resolve('time-up');
      });
    });
    await clock.nextFrame(() =>
      ui.store.set({
        screen: { kind: 'blank' },
        choices,
        practice: isPractice,
        progress: isPractice ? null : progressNow(usedNow()),
      }),
    );
    await Promise.race([clock.wait(SENTENCE_GAP_MS), timeUp]);
    if (engine.remainingMs() <= 0 && !isPractice) return 'time-up';
    const onsetMs = await clock.showAt(() =>
      ui.store.set({ screen: { kind: 'stimulus', text: step.item.text, variant: 'sentence' } }),
    );
    const response = await Promise.race([awaitTwoChoice(clock, ui.root), timeUp]);
    if (response === 'time-up') return response;
    const elapsedMs =
      stretchStartMs === null
        ? undefined
        : Math.min(
            engine.limitMs,
            usedBeforeMs + (clock.eventTimeMs({ timeStamp: response.timeStamp }) - stretchStartMs),
          );
    const { correct, data } = sentenceTrialData({
      step,
      response,
      onsetMs: roundMs(onsetMs),
      elapsedMs,
      limitMs: engine.limitMs,
      formSize: engine.sizeOf(step),
    });
    engine.answer(step, elapsedMs);
    await context.record({
      trialIndex: step.trialIndex,
      block: isPractice ? 'practice' : step.item.form,
      stage: step.stage,
      itemId: step.item.id,
      data,
    });
    return { correct };
  }
}
