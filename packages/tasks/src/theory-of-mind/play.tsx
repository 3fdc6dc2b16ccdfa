import type { TaskRunContext } from '../plugin.ts';
import { numberKeys } from '../ui/pick.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import { TWO_CHOICE_KEYS } from '../ui/trial.ts';
import '../ui/cognition.css';
import type { TheoryOfMindParams } from './definition.ts';
import { createTheoryOfMindEngine, type QuestionStep, type StoryStep } from './engine.ts';
import { introClips, practiceFeedback, theoryOfMindClipTexts } from './instructions.ts';
import { optionPicture } from './options.ts';
import { StoryScene } from './scene.tsx';
import { theoryOfMindTrialData, theoryOfMindTrialPlace } from './trial-data.ts';

/** The scene the question is about, the question, and its picture answers (keys 1-3, arrows). */
function QuestionScreen({ step }: { step: QuestionStep }) {
  return (
    <div className="roar-cog roar-stories">
      <div className="roar-cog__figure roar-stories__scene">
        <StoryScene scene={step.scene} />
      </div>
      <p className="roar-cog__question">{step.text}</p>
      <div className="roar-cog__answers" style={{ ['--answers' as string]: step.options.length }}>
        {step.options.map((option, index) => {
          const { url, label } = optionPicture(option);
          return (
            <button
              key={option.id}
              type="button"
              className="roar-cog__answer roar-stories__option"
              data-pick={option.id}
              aria-label={label}
            >
              <img src={url} alt="" />
              <span className="roar-stories__label" aria-hidden="true">
                {label}
              </span>
              <span className="roar-game__key" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Two answers: the arrow keys as well as 1 and 2. */
function keysOf(step: QuestionStep): Record<string, string> {
  const ids = step.options.map((option) => option.id);
  const keys = numberKeys(ids);
  if (ids.length !== 2) return keys;
  return {
    ...keys,
    [Object.keys(TWO_CHOICE_KEYS)[0]!]: ids[0]!,
    [Object.keys(TWO_CHOICE_KEYS)[1]!]: ids[1]!,
  };
}

/**
 * Plays one Stories Game run (README.md): each story is told scene by scene (a picture, the
 * narration spoken and shown, a tap to go on), then its questions with picture answers; practice
 * questions come back after a wrong answer (at most three tries). A reload in mid-story tells
 * the story again from its start and goes on with the questions not yet answered.
 */
export async function playTheoryOfMind(
  context: TaskRunContext<TheoryOfMindParams>,
  taskId: string,
): Promise<void> {
  const engine = createTheoryOfMindEngine({
    practice: context.params.practice,
    ...(context.params.numTrials !== undefined ? { numTrials: context.params.numTrials } : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  async function trial(step: StoryStep): Promise<boolean> {
    const bar = session.begin(step);
    ui.store.set(bar);
    if (step.kind === 'scene') {
      context.audio.stop();
      const shown = ui.waitForContinue({
        kind: 'instructions',
        text: step.text,
        figure: <StoryScene scene={step.scene} />,
      });
      void ui.speakClip(clip(step.sceneClip)).catch(() => {});
      await shown;
      context.audio.stop();
      engine.advance(step);
      return true;
    }
    const answer = await presentPicked(ui, clock, {
      body: <QuestionScreen step={step} />,
      keys: keysOf(step),
      promptClip: clip(step.clip),
      ...bar,
    });
    const { correct, data } = theoryOfMindTrialData(step, answer);
    engine.answer(step, answer.response);
    await context.record({ ...theoryOfMindTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: theoryOfMindClipTexts(),
    next: () => engine.next(),
    before: (step) => introClips(step),
    trial,
    feedback: (step, correct) =>
      step.kind === 'question' ? practiceFeedback(step, correct, engine.next()) : undefined,
    endKey: 'end',
  });
}
