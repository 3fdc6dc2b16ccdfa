import { gradeAbilityPrior } from '@roar/scoring';
import type { TaskRunContext } from '../plugin.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { swrBank } from '../swr/index.ts';
import { mountGame } from '../ui/mount.tsx';
import { awaitTwoChoice, roundMs } from '../ui/trial.ts';
import { DEFAULT_WORD_TRIALS, EXPOSURE_MS, FIXATION_MS } from './constants.ts';
import { createWordEngine, type WordStep } from './engine.ts';
import type { WordParams } from './info.ts';
import { wordTrialData } from './trial-data.ts';

/** The first practice words stay until answered, so a child can learn the keys. */
const UNTIMED_PRACTICE = 2;

/** Plays one Word run in the browser (tasks.md, Word). */
export async function playWord(context: TaskRunContext<WordParams>): Promise<void> {
  const { params } = context;
  const language = params.language === 'es' ? 'es' : 'en';
  const ui = mountGame(context as TaskRunContext<unknown>, language);
  const clock = createTrialClock();
  const bank = swrBank(language);
  const engine = createWordEngine({
    language,
    bank,
    numTrials: params.numTrials ?? DEFAULT_WORD_TRIALS,
    stoppingSE: params.stoppingSE,
    practice: params.practice,
    // The grade the server scores with (the student's at completion, ADR 048).
    prior: gradeAbilityPrior(context.player.grade),
    rng: context.rng,
    avoidItemIds: context.player.recentItemIds,
  });
  engine.replay(context.resume);
  const { messages } = ui;
  const choices = { left: messages.madeUp, right: messages.real };

  try {
    await clock.calibrate(20);
    await ui.start();
    const resumed = context.resume.length > 0;
    let step = engine.next();
    if (step?.stage === 'practice' && !params.skipInstructions) {
      await ui.instruct('swr.intro');
      await ui.instruct('swr.practice-intro');
    } else if (step?.stage === 'test' && !resumed && !params.skipInstructions) {
      await ui.instruct('swr.intro');
    }
    let practiceShown = 0;
    while (step) {
      if (step.stage === 'test' && (engine.progress().answered === 0 || engine.startsBlock(step))) {
        const firstTest = engine.progress().answered === 0;
        if (firstTest && params.practice && bank.practice.length > 0 && !resumed) {
          await ui.instruct('common.practice-done');
        } else if (!firstTest) {
          const shown = ui.waitForContinue({ kind: 'break', text: ui.clipText('common.break') });
          void ui.speak('common.break');
          await shown;
        }
      }
      const untimed = step.stage === 'practice' && practiceShown < UNTIMED_PRACTICE;
      const outcome = await ui.guard(runTrial(step, untimed));
      if (step.stage === 'practice') {
        practiceShown += 1;
        await ui.feedback(outcome.correct, clock);
      }
      step = engine.next();
    }
  } finally {
    clock.endTrial();
    ui.unmount();
  }

  async function runTrial(step: WordStep, untimed: boolean) {
    clock.endTrial();
    context.setTrialIndex(step.trialIndex);
    const isPractice = step.stage === 'practice';
    const { answered, total } = engine.progress();
    await clock.nextFrame(() =>
      ui.store.set({
        screen: { kind: 'fixation' },
        choices,
        practice: isPractice,
        progress: isPractice ? null : answered / total,
      }),
    );
    await clock.wait(FIXATION_MS);
    const requestedFrames = clock.framesFor(EXPOSURE_MS);
    const onsetMs = await clock.showAt(() =>
      ui.store.set({ screen: { kind: 'stimulus', text: step.item.stimulus, variant: 'word' } }),
    );
    const answer = awaitTwoChoice(clock, ui.root);
    let exposure: Awaited<ReturnType<typeof clock.exposeFor>> | null = null;
    if (!untimed) {
      void clock
        .exposeFor(requestedFrames, () =>
          ui.store.set({ screen: { kind: 'stimulus', text: null, variant: 'word' } }),
        )
        .then((measured) => {
          exposure = measured;
        });
    }
    const response = await answer;
    const correct = (response.choice === 'right') === (step.item.lexicality === 'real');
    const ability = engine.answer(step, correct);
    const data = wordTrialData({
      step,
      response,
      correct,
      onsetMs: roundMs(onsetMs),
      exposure: untimed ? null : { requestedFrames, requestedMs: EXPOSURE_MS, measured: exposure },
      frameIntervalMs: clock.frameIntervalMs,
      ability,
    });
    await context.record({
      trialIndex: step.trialIndex,
      block: step.stage === 'practice' ? 'practice' : String(step.block),
      stage: step.stage,
      itemId: step.item.id,
      data,
    });
    return { correct };
  }
}
