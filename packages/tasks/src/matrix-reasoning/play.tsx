import type { TaskRunContext } from '../plugin.ts';
import { numbered, type GameMessages } from '../ui/messages.ts';
import { numberKeys } from '../ui/pick.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import type { MatrixParams } from './definition.ts';
import { createMatrixEngine, type MatrixStep } from './engine.ts';
import { MatrixFigure, MatrixOption } from './figure.tsx';
import { matrixClipTexts, matrixHintClip } from './instructions.ts';
import { matrixTrialData, matrixTrialPlace } from './trial-data.ts';

/** The matrix with its empty box, then the four pieces to choose from (keys 1-4). */
function MatrixScreen({ step, messages }: { step: MatrixStep; messages: GameMessages }) {
  return (
    <div className="roar-cog roar-matrix">
      <div className="roar-cog__figure">
        <MatrixFigure item={step.item} label={messages.puzzle} />
      </div>
      <div className="roar-cog__answers" style={{ ['--answers' as string]: 4 }}>
        {step.options.map((option, index) => (
          <button
            key={option.key}
            type="button"
            className="roar-cog__answer"
            data-pick={option.key}
            aria-label={numbered(messages.answerN, index + 1)}
          >
            <MatrixOption cell={option.cell} label="" />
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
 * Plays one Puzzle Game run (README.md): practice puzzles come back with a hint after a wrong
 * answer (at most three tries), then the test puzzles in rising difficulty until the engine's
 * stop rule. The question is spoken with every puzzle and on 'Hear it again'.
 */
export async function playMatrix(
  context: TaskRunContext<MatrixParams>,
  taskId: string,
): Promise<void> {
  const engine = createMatrixEngine({
    seed: context.rng.seed,
    practice: context.params.practice,
    ...(context.params.numTrials !== undefined ? { numTrials: context.params.numTrials } : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  async function trial(step: MatrixStep): Promise<boolean> {
    const answer = await presentPicked(ui, clock, {
      body: <MatrixScreen step={step} messages={ui.messages} />,
      keys: numberKeys(step.options.map((option) => option.key)),
      promptClip: clip('prompt'),
      ...session.begin(step),
    });
    const { correct, data } = matrixTrialData(step, answer);
    engine.answer(step, correct);
    await context.record({ ...matrixTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: matrixClipTexts(),
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.trialIndex === 0) keys.push('intro');
      if (step.opensBlock) keys.push(step.stage === 'practice' ? 'practice.intro' : 'test.intro');
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (correct) return 'correct';
      return engine.next()?.itemId === step.itemId ? matrixHintClip(step.itemId) : 'move-on';
    },
    endKey: 'end',
  });
}
