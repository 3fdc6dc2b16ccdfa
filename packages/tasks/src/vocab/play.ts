import { gradeAbilityPrior } from '@roar/scoring';
import type { TaskRunContext } from '../plugin.ts';
import { limitMs } from '../registry/time-limits.ts';
import { listenForResponse, type TrialResponse } from '../runtime/input.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import { mountGame } from '../ui/mount.tsx';
import { vocabBank, type VocabPicture } from './bank.ts';
import { vocabClipId } from './clips.ts';
import { DEFAULT_VOCAB_TRIALS, createVocabEngine, type VocabStep } from './engine.ts';
import type { VocabParams } from './params.ts';
import { VOCAB_INSTRUCTIONS } from './texts.ts';
import { vocabTrialData, vocabTrialPlace } from './trial-data.ts';

/** Blank between trials (ms), so the next pictures look new. */
const GAP_MS = 250;
/** How often the test time used is saved for a reload (ms). */
const CHECKPOINT_EVERY_MS = 1_000;

/**
 * Plays one Picture Vocabulary run: the instructions, practice items with spoken feedback, then
 * the adaptive test in three blocks with a break between them. Each trial shows four pictures
 * (the onset) and says the word at the same time; the word is never shown. 'Hear it again' says
 * it again (counted in the trial's data). Answers by tap, click, the number keys 1-4, or Tab and
 * Enter. A variant's time limit runs during the test's trials only (not the breaks); a trial on
 * screen when it runs out is not recorded, and the test ends.
 */
export async function playVocab(context: TaskRunContext<VocabParams>): Promise<void> {
  const { params } = context;
  const language = params.language === 'es' ? 'es' : 'en';
  const ui = mountGame(context as TaskRunContext<unknown>, language);
  const clock = createTrialClock();
  const engine = createVocabEngine({
    bank: vocabBank(language),
    numTrials: params.numTrials ?? DEFAULT_VOCAB_TRIALS,
    stoppingSE: params.stoppingSE,
    practice: params.practice,
    prior: gradeAbilityPrior(context.player.grade),
    rng: context.rng,
    avoidItemIds: context.player.recentItemIds,
  });
  engine.replay(context.resume);
  const limit = limitMs(params.timeLimitSeconds);
  const saved = context.checkpoint.read()?.testUsedMs;
  let usedMs = typeof saved === 'number' ? saved : 0;
  const resumed = context.resume.length > 0;
  const instructions = VOCAB_INSTRUCTIONS[language];
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const say = async (key: keyof typeof instructions) => {
    context.audio.stop();
    const shown = ui.waitForContinue({ kind: 'instructions', text: instructions[key] });
    void ui.speakClip(vocabClipId(language, key)).catch(() => {});
    await shown;
    context.audio.stop();
  };

  try {
    await ui.start();
    let step = engine.next();
    if (step && !resumed && !params.skipInstructions) {
      await say('intro');
      if (step.stage === 'practice') await say('practice-intro');
    }
    while (step) {
      if (step.stage === 'test' && usedMs >= limit) break;
      if (step.stage === 'test' && engine.progress().answered === 0 && step.kind === 'test') {
        const practised = params.practice && vocabBank(language).practice.length > 0;
        if (practised && !resumed) await ui.instruct('common.practice-done');
      } else if (engine.startsBlock(step)) {
        const shown = ui.waitForContinue({ kind: 'break', text: ui.clipText('common.break') });
        void ui.speak('common.break');
        await shown;
      }
      const outcome = await ui.guard(runTrial(step));
      if (outcome === 'time-up') break;
      if (step.stage === 'practice') await ui.feedback(outcome.correct, clock);
      step = engine.next();
    }
  } finally {
    clearTimeout(saveTimer);
    clock.endTrial();
    ui.setReplay(null);
    ui.unmount();
  }

  function saveUsed(ms: number) {
    context.checkpoint.write({ testUsedMs: Math.round(Math.min(limit, ms)) });
  }

  async function runTrial(step: VocabStep): Promise<{ correct: boolean } | 'time-up'> {
    clock.endTrial();
    context.setTrialIndex(step.trialIndex);
    const isPractice = step.stage === 'practice';
    const { answered, total } = engine.progress();
    await clock.nextFrame(() =>
      ui.store.set({
        screen: { kind: 'blank' },
        choices: null,
        practice: isPractice,
        progress: isPractice ? null : answered / Math.max(1, total),
      }),
    );
    await clock.wait(GAP_MS);
    const screen = {
      kind: 'choices' as const,
      prompt: step.item.word,
      cue: null,
      options: step.options.map((o: VocabPicture) => ({ value: o.concept, image: o.image })),
      look: 'pictures' as const,
      // A picture's name is the answer: a screen reader says its place only.
      unnamed: true,
    };
    const onsetMs = await clock.showAt(() => ui.store.set({ screen }));
    let replays = 0;
    const speakWord = () =>
      void ui.speakClip(vocabClipId(language, step.item.answer.concept)).catch(() => {});
    ui.setReplay(() => {
      replays += 1;
      speakWord();
    });
    speakWord();
    const timed = !isPractice && Number.isFinite(limit);
    const startedMs = performance.now();
    const usedBefore = usedMs;
    const timeUp = new Promise<'time-up'>((resolve) => {
      if (!timed) return;
      clock.schedule(Math.max(0, limit - usedMs), () => resolve('time-up'));
      const tick = () => {
        saveUsed(usedBefore + performance.now() - startedMs);
        saveTimer = setTimeout(tick, CHECKPOINT_EVERY_MS);
      };
      saveTimer = setTimeout(tick, CHECKPOINT_EVERY_MS);
    });
    const response = await Promise.race([
      new Promise<TrialResponse<number>>((resolve) => {
        const targets = step.options.flatMap((_, index) => {
          const element = ui.root.querySelector(`[data-option="${index}"]`);
          return element ? [{ element, choice: index }] : [];
        });
        const keys = Object.fromEntries(step.options.map((_, index) => [String(index + 1), index]));
        clock.onTrialEnd(listenForResponse<number>({ clock, keys, targets, onResponse: resolve }));
      }),
      timeUp,
    ]);
    clearTimeout(saveTimer);
    ui.setReplay(null);
    ui.stopSpeech();
    if (timed) {
      usedMs = usedBefore + (performance.now() - startedMs);
      saveUsed(usedMs);
    }
    if (response === 'time-up') {
      clock.endTrial();
      return response;
    }
    const chosen = step.options[response.choice]!;
    const ability = engine.answer(step, chosen.concept === step.item.answer.concept);
    const { correct, data } = vocabTrialData(step, {
      chosen,
      source: response.source,
      rtMs: response.rtMs,
      onsetMs,
      replays,
      ability,
    });
    await context.record({ ...vocabTrialPlace(step), data });
    return { correct };
  }
}
