import type { TaskRunContext } from '../plugin.ts';
import type { GameMessages } from '../ui/messages.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import { TWO_CHOICE_KEYS } from '../ui/trial.ts';
import '../ui/cognition.css';
import type { RotationParams } from './definition.ts';
import { createRotationEngine, type RotationStep } from './engine.ts';
import { RotationFigure } from './figure.tsx';
import { ROTATION_CLIPS, ROTATION_TEXTS } from './instructions.ts';
import { rotationTrialData, rotationTrialPlace } from './trial-data.ts';

/** The picture to match on top; the turned one and its mirror image below, left and right. */
function RotationScreen({ step, messages }: { step: RotationStep; messages: GameMessages }) {
  return (
    <div className="roar-cog roar-rotation">
      <div className="roar-cog__figure roar-rotation__sample">
        <RotationFigure
          stimulusId={step.stimulusId}
          angle={0}
          mirrored={false}
          label={messages.sample}
        />
      </div>
      <div className="roar-cog__answers" style={{ ['--answers' as string]: 2 }}>
        {(['left', 'right'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className="roar-cog__answer"
            data-pick={side}
            aria-label={side === 'left' ? messages.left : messages.right}
          >
            <RotationFigure
              stimulusId={step.stimulusId}
              angle={step.angle}
              mirrored={side !== step.matchSide}
              label=""
            />
            <span className="roar-game__key" aria-hidden="true">
              {side === 'left' ? '←' : '→'}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Plays one Matching Game run (README.md): practice items come back after a wrong answer (at most
 * three tries), then the test items without feedback or time limit. The question is spoken with
 * every item and on 'Hear it again'.
 */
export async function playRotation(
  context: TaskRunContext<RotationParams>,
  taskId: string,
): Promise<void> {
  const engine = createRotationEngine({
    seed: context.rng.seed,
    practice: context.params.practice,
    ...(context.params.numTrials !== undefined ? { numTrials: context.params.numTrials } : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  async function trial(step: RotationStep): Promise<boolean> {
    const answer = await presentPicked(ui, clock, {
      body: <RotationScreen step={step} messages={ui.messages} />,
      keys: TWO_CHOICE_KEYS,
      promptClip: clip(ROTATION_CLIPS.prompt),
      ...session.begin(step),
    });
    const { correct, data } = rotationTrialData(step, answer);
    engine.answer(step, answer.response);
    await context.record({ ...rotationTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: ROTATION_TEXTS,
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.trialIndex === 0) keys.push(ROTATION_CLIPS.intro);
      if (step.opensBlock) {
        keys.push(
          step.stage === 'practice' ? ROTATION_CLIPS.practiceIntro : ROTATION_CLIPS.testIntro,
        );
      }
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (correct) return ROTATION_CLIPS.practiceRight;
      return engine.next()?.itemId === step.itemId
        ? ROTATION_CLIPS.retry
        : ROTATION_CLIPS.practiceMoveOn;
    },
    endKey: ROTATION_CLIPS.end,
  });
}
