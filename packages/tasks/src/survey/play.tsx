import type { TaskRunContext } from '../plugin.ts';
import { numberKeys } from '../ui/pick.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import './survey.css';
import type { SurveyParams } from './definition.ts';
import {
  createSurveyEngine,
  type AssentStep,
  type QuestionStep,
  type SurveyStep,
} from './engine.ts';
import { introClips, practiceFeedback, surveyClipTexts } from './instructions.ts';
import { SCALE_LABELS } from './items.ts';
import { surveyClipGroup } from './tasks.ts';
import { ASSENT_BUTTONS } from './texts.ts';
import { surveyTrial } from './trial-data.ts';

/** How full each answer's picture is: none of the time to all of the time. */
const FILL = [0, 1 / 3, 2 / 3, 1];

/** A jar filled to the answer's share: the scale without words, for children who do not read. */
function ScalePicture({ answer }: { answer: number }) {
  const height = 40 * FILL[answer]!;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="4"
        width="32"
        height="40"
        rx="6"
        fill="#fff"
        stroke="#1b4f8a"
        strokeWidth="3"
      />
      {height > 0 ? (
        <rect x="9.5" y={44 - height} width="29" height={height - 1.5} rx="4" fill="#2f7d32" />
      ) : null}
    </svg>
  );
}

/** A question and its four answers, top (never) to bottom (all of the time); keys 1-4. */
function QuestionScreen({ step }: { step: QuestionStep }) {
  return (
    <div className="roar-cog roar-survey">
      <p className="roar-cog__question">{step.text}</p>
      <div className="roar-survey__answers" role="group" aria-label={step.text}>
        {SCALE_LABELS[step.language].map((label, answer) => (
          <button
            key={label}
            type="button"
            className="roar-survey__answer"
            data-pick={String(answer)}
          >
            <ScalePicture answer={answer} />
            <span className="roar-survey__label">{label}</span>
            <span className="roar-game__key" aria-hidden="true">
              {answer + 1}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** The assent question: yes (key 1) or no (key 2). */
function AssentScreen({ step }: { step: AssentStep }) {
  const buttons = ASSENT_BUTTONS[step.language];
  return (
    <div className="roar-cog roar-survey">
      <p className="roar-cog__question">{step.text}</p>
      <div className="roar-survey__answers roar-survey__answers--assent">
        {(['yes', 'no'] as const).map((value, index) => (
          <button key={value} type="button" className="roar-survey__answer" data-pick={value}>
            <span className="roar-survey__label">{buttons[value]}</span>
            <span className="roar-game__key" aria-hidden="true">
              {index + 1}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Plays the Thoughts and Feelings survey (ADR 028) in the variant's language: what it is, the
 * child's assent (no ends it, thanked), the practice questions with what was chosen said back,
 * then the survey's questions, each spoken and shown with its four answers. A reload goes on at
 * the next unanswered question.
 */
export async function playSurvey(
  context: TaskRunContext<SurveyParams>,
  taskId: string,
): Promise<void> {
  const { language } = context.params;
  const engine = createSurveyEngine({ language, practice: context.params.practice });
  const group = surveyClipGroup(taskId, language);
  const session = stepSession(context as TaskRunContext<unknown>, group, engine, language);
  const { ui, clock, clip } = session;
  let lastResponse = '';

  async function trial(step: SurveyStep): Promise<boolean> {
    const bar = session.begin(step);
    const body =
      step.kind === 'assent' ? <AssentScreen step={step} /> : <QuestionScreen step={step} />;
    const answer = await presentPicked(ui, clock, {
      body,
      keys: numberKeys(step.kind === 'assent' ? ['yes', 'no'] : ['0', '1', '2', '3']),
      promptClip: clip(step.itemId === 'assent' ? 'assent' : step.itemId),
      ...bar,
    });
    lastResponse = answer.response;
    engine.answer(step, answer.response);
    await context.record(surveyTrial(step, answer));
    return true;
  }

  await runStepGame(context, session, {
    group,
    texts: surveyClipTexts(language),
    next: () => engine.next(),
    before: (step) => introClips(step),
    trial,
    feedback: (step) =>
      step.kind === 'question' ? practiceFeedback(step, lastResponse) : undefined,
    get endKey() {
      return engine.declined() ? 'skipped' : 'end';
    },
  });
}
