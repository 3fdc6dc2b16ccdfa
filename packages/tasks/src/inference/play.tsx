import type { TaskRunContext } from '../plugin.ts';
import { numberKeys } from '../ui/pick.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import './inference.css';
import type { InferenceParams } from './definition.ts';
import { createInferenceEngine, type InferenceStep } from './engine.ts';
import { inferenceClipTexts, introClips, practiceFeedback } from './instructions.ts';
import { GAME_TEXTS } from './texts.ts';
import { inferenceTrialData, inferenceTrialPlace } from './trial-data.ts';

/**
 * The passage (its words on screen, and a 'Read it to me' button that plays it), the question,
 * and its four written answers, one under another, each a large button (keys 1-4, or Tab then
 * Enter).
 */
function QuestionScreen(props: { step: InferenceStep; onReadIt: () => void }) {
  const { step, onReadIt } = props;
  const { question, passage } = step;
  return (
    <div className="roar-cog roar-inference" data-passage={passage.id}>
      <div className="roar-inference__passage">
        <p className="roar-inference__text">{passage.text}</p>
        <button type="button" className="roar-inference__read" onClick={onReadIt}>
          <span aria-hidden="true">🔊 </span>
          {GAME_TEXTS['read-it']}
        </button>
      </div>
      <p className="roar-cog__question roar-inference__question" id="roar-inference-question">
        {question.text}
      </p>
      <div
        className="roar-inference__answers"
        role="group"
        aria-labelledby="roar-inference-question"
      >
        {question.options.map((option, index) => (
          <button
            key={option.id}
            type="button"
            className="roar-cog__answer roar-inference__answer"
            data-pick={option.id}
          >
            <span className="roar-game__key" aria-hidden="true">
              {index + 1}
            </span>
            <span className="roar-inference__option">{option.text}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Plays one Inference Game run (README.md): each question with its passage on screen; the
 * question is spoken, the passage only when the child asks ('Read it to me'); practice questions
 * come back after a wrong answer (at most three tries). A reload goes on after the last answer.
 */
export async function playInference(
  context: TaskRunContext<InferenceParams>,
  taskId: string,
): Promise<void> {
  const engine = createInferenceEngine({
    practice: context.params.practice,
    ...(context.params.numTrials !== undefined ? { numTrials: context.params.numTrials } : {}),
    maxConsecutiveErrors: context.params.maxConsecutiveErrors,
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  async function trial(step: InferenceStep): Promise<boolean> {
    const bar = session.begin(step);
    let readAloud = false;
    const onReadIt = () => {
      readAloud = true;
      ui.stopSpeech();
      void ui.speakClip(clip(step.passage.id)).catch(() => {});
    };
    const answer = await presentPicked(ui, clock, {
      body: <QuestionScreen step={step} onReadIt={onReadIt} />,
      keys: numberKeys(step.question.options.map((option) => option.id)),
      promptClip: clip(step.itemId),
      ...bar,
    });
    const { correct, data } = inferenceTrialData(step, { ...answer, readAloud });
    engine.answer(step, answer.response);
    await context.record({ ...inferenceTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: inferenceClipTexts(),
    next: () => engine.next(),
    before: (step) => introClips(step),
    trial,
    feedback: (step, correct) => practiceFeedback(step, correct, engine.next()),
    endKey: 'end',
  });
}
