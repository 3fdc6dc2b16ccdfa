import { useEffect, type ReactNode } from 'react';
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
import { BREAK_EVERY, questionOf, writtenChoiceTexts } from './texts.ts';
import { writtenTrialData, writtenTrialPlace } from './trial-data.ts';
import type { WrittenItem } from './types.ts';

const TIMED_OUT = 'timed-out';

/** The sentence: morphology's blank read out as 'blank'; Written Vocabulary's word in bold. */
function Sentence({ item }: { item: WrittenItem }) {
  const parts: ReactNode[] = [];
  if (item.target === null) {
    const [before, after] = item.text.split('___');
    parts.push(
      before,
      <span key="blank" className="roar-written__blank" role="img" aria-label="blank" />,
      after,
    );
  } else {
    const at = item.text.toLowerCase().indexOf(item.target.toLowerCase());
    if (at < 0) parts.push(item.text);
    else {
      const end = at + item.target.length;
      parts.push(item.text.slice(0, at), <strong key="target">{item.text.slice(at, end)}</strong>);
      parts.push(item.text.slice(end));
    }
  }
  return <p className="roar-written__sentence">{parts}</p>;
}

/**
 * The item screen: the sentence, the question, and four written options as big buttons in the
 * tab order (keys 1-4; the arrow keys move between them, Enter or Space chooses).
 */
function ItemScreen({ step, question }: { step: WrittenStep; question: string }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
      const back = event.key === 'ArrowUp' || event.key === 'ArrowLeft';
      if (!forward && !back) return;
      const buttons = [...document.querySelectorAll<HTMLElement>('.roar-written [data-pick]')];
      if (buttons.length === 0) return;
      event.preventDefault();
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? (forward ? 0 : buttons.length - 1) : at + (forward ? 1 : -1);
      buttons[(next + buttons.length) % buttons.length]!.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = step.item.target ? `${question} ${step.item.target}` : question;
  return (
    <div className="roar-cog roar-written" data-item={step.item.id}>
      <Sentence item={step.item} />
      <p className="roar-cog__question" id="roar-written-question">
        {step.item.target ? (
          <>
            {question} <strong>{step.item.target}</strong>
          </>
        ) : (
          question
        )}
      </p>
      <div className="roar-written__answers" role="group" aria-label={label}>
        {step.item.options.map((option, index) => (
          <button
            key={option}
            type="button"
            className="roar-cog__answer roar-written__option"
            data-pick={String(index)}
          >
            <span className="roar-game__key" aria-hidden="true">
              {index + 1}
            </span>
            <span className="roar-written__text">{option}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

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
    return correct === true;
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
    feedback: (step) => (step.stage === 'practice' ? null : undefined),
    get endKey() {
      return timedOut ? 'time-up' : 'end';
    },
  });
}
