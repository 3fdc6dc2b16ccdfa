import { itemClipId } from '../choice/clips.ts';
import type { TaskRunContext } from '../plugin.ts';
import type { TrialResponse } from '../runtime/input.ts';
import { limitMs } from '../registry/time-limits.ts';
import { awaitPick, numberKeys } from '../ui/pick.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import './written-choice.css';
import { WRITTEN_BANKS } from './bank-items.ts';
import { createWrittenEngine, writtenRunPlan, type WrittenStep } from './engine.ts';
import type { WrittenChoiceParams } from './params.ts';
import { ItemScreen, RightAnswer } from './screens.tsx';
import { BREAK_EVERY, questionOf, writtenChoiceTexts } from './texts.ts';
import { practiceKey, writtenTrialData, writtenTrialPlace } from './trial-data.ts';

const TIMED_OUT = 'timed-out';

/**
 * Plays one written four-choice run (README.md): the bank and form of its variant; spoken
 * instructions, practice items with feedback, then core items with a pilot item after every
 * four, read silently; a break every BREAK_EVERY test items; an optional time limit on the test
 * items that a reload never gives back (the used time is in the tab's checkpoint).
 */
export async function playWrittenChoice(
  context: TaskRunContext<WrittenChoiceParams>,
  taskId: string,
): Promise<void> {
  const { params } = context;
  const bank = params.bank;
  const engine = createWrittenEngine(
    writtenRunPlan(WRITTEN_BANKS[bank], {
      form: params.form,
      numTrials: params.numTrials,
      pilot: params.pilot,
      practice: params.practice,
    }),
  );
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock } = session;
  const question = questionOf(bank);
  const limit = limitMs(params.timeLimitSeconds);
  let usedMs = Number(context.checkpoint.read()?.usedMs ?? 0) || 0;
  let timedOut = false;

  async function trial(step: WrittenStep): Promise<boolean> {
    const bar = session.begin(step);
    const timed = step.stage === 'test' && Number.isFinite(limit);
    const remaining = Math.max(0, limit - usedMs);
    const answer = await presentPicked(ui, clock, {
      body: <ItemScreen step={step} question={question} />,
      keys: numberKeys(['0', '1', '2', '3']),
      promptClip: null,
      ...bar,
      ...(timed
        ? {
            answer: () =>
              Promise.race<TrialResponse<string>>([
                awaitPick(clock, ui.root, numberKeys(['0', '1', '2', '3'])),
                clock.wait(remaining).then(() => ({
                  choice: TIMED_OUT,
                  source: 'pointer' as const,
                  rtMs: remaining,
                  timeStamp: 0,
                })),
              ]),
          }
        : {}),
    });
    const out = answer.response === TIMED_OUT;
    const { correct, data } = writtenTrialData(bank, step, {
      choice: out ? null : Number(answer.response),
      source: out ? null : answer.source,
      rtMs: out ? null : answer.rtMs,
      onsetMs: answer.onsetMs,
    });
    if (step.stage === 'test') {
      usedMs += answer.rtMs;
      context.checkpoint.write({ usedMs });
    }
    if (out) {
      timedOut = true;
      engine.end();
    } else engine.answer();
    await context.record({ ...writtenTrialPlace(bank, step), data });
    const key = practiceKey(step);
    if (correct === false && key !== null) await showRightAnswer(step, key);
    return correct === true;
  }

  /** After a wrong practice answer: the usual correction, then the item with its answer marked. */
  async function showRightAnswer(step: WrittenStep, answer: number): Promise<void> {
    await ui.feedback(false, clock);
    context.audio.stop();
    const text = writtenChoiceTexts()['practice-answer']!;
    const figure = <RightAnswer step={step} question={question} answer={answer} />;
    const shown = ui.waitForContinue({ kind: 'instructions', text, figure });
    void ui.speakClip(itemClipId(ui.language, taskId, 'practice-answer')).catch(() => {});
    await shown;
    context.audio.stop();
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: writtenChoiceTexts(),
    next: () => engine.next(),
    before: (step) => {
      const keys: string[] = [];
      if (step.opensRun) keys.push(`${bank}.intro`);
      if (step.opensRun && step.stage === 'practice') keys.push('practice-intro');
      if (step.opensTest) keys.push('test-intro');
      const { answered } = engine.progress();
      if (step.stage === 'test' && answered > 0 && answered % BREAK_EVERY === 0) keys.push('break');
      return keys;
    },
    trial,
    // A wrong practice answer has had its correction and its answer shown (showRightAnswer).
    feedback: (step, correct) => (step.stage === 'practice' && correct ? null : undefined),
    get endKey() {
      return timedOut ? 'time-up' : 'end';
    },
  });
}
