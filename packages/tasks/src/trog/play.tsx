import type { TaskRunContext } from '../plugin.ts';
import { limitMs } from '../registry/time-limits.ts';
import type { TrialResponse } from '../runtime/input.ts';
import { numbered, type GameMessages } from '../ui/messages.ts';
import { awaitPick, numberKeys } from '../ui/pick.ts';
import { PICTURE_GAP_MS, presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import './trog.css';
import type { SyntaxParams } from './definition.ts';
import { createSyntaxEngine, type SyntaxStep } from './engine.ts';
import { SYNTAX_BREAK_BEFORE_BLOCKS, syntaxClipTexts } from './instructions.ts';
import { SyntaxScene } from './scene.tsx';
import { syntaxTrialData, syntaxTrialPlace } from './trial-data.ts';

/** The arrow key of each picture's place, left to right (the hint under it shows it). */
const ARROWS = [
  ['ArrowLeft', '←'],
  ['ArrowUp', '↑'],
  ['ArrowDown', '↓'],
  ['ArrowRight', '→'],
] as const;

const PLACES = ['1', '2', '3', '4'] as const;

/** Keys 1-4 and the four arrows, each to a picture's place. */
export const SYNTAX_KEYS: Readonly<Record<string, string>> = {
  ...numberKeys(PLACES),
  ...Object.fromEntries(ARROWS.map(([key], i) => [key, PLACES[i]!])),
};

/** The four pictures (tap, click, Tab then Enter, 1-4 or the arrows). */
function SyntaxScreen({ step, messages }: { step: SyntaxStep; messages: GameMessages }) {
  return (
    <div className="roar-cog roar-trog">
      <div className="roar-trog__answers">
        {step.item.pictures.map((picture, index) => (
          <button
            key={index}
            type="button"
            className="roar-cog__answer roar-trog__answer"
            data-pick={PLACES[index]}
            aria-label={numbered(messages.pictureNOf4, index + 1)}
          >
            <SyntaxScene picture={picture} />
            <span className="roar-trog__hint" aria-hidden="true">
              {ARROWS[index]![1]} {index + 1}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** Marker of a sentence left unanswered when the time limit passed. */
const TIME_UP = '\u0000time-up';

/**
 * Plays one Syntax Game run (README.md): the practice sentences with feedback (each again after
 * a wrong answer, three tries at most), then the test blocks in order, a short rest before the
 * sixth, eleventh and sixteenth, until every sentence is answered, the variant's number of wrong
 * answers in a row, or the time limit (time on the sentences' screens; none with an untimed
 * accommodation). The sentence is spoken with its pictures and on 'Hear it again'.
 */
export async function playSyntax(
  context: TaskRunContext<SyntaxParams>,
  taskId: string,
): Promise<void> {
  const { params } = context;
  const engine = createSyntaxEngine({
    practice: params.practice,
    blocks: params.blocks,
    itemsPerBlock: params.itemsPerBlock,
    maxConsecutiveErrors: params.maxConsecutiveErrors,
    limitMs: limitMs(params.timeLimitSeconds),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  async function trial(step: SyntaxStep): Promise<boolean> {
    const isTest = step.stage === 'test';
    const startedAt = performance.now();
    const usedBefore = engine.usedMs();
    // The gap before the pictures counts too: the sentence's screen time from the blank frame.
    const remaining = engine.limitMs - usedBefore;
    const answer = await presentPicked(ui, clock, {
      body: <SyntaxScreen step={step} messages={ui.messages} />,
      keys: SYNTAX_KEYS,
      promptClip: clip(step.itemId),
      ...session.begin(step),
      answer: () => {
        const pick = awaitPick(clock, ui.root, SYNTAX_KEYS);
        if (!isTest || !Number.isFinite(remaining)) return pick;
        const timeUp = new Promise<TrialResponse<string>>((resolve) => {
          const left = Math.max(0, remaining - (performance.now() - startedAt));
          clock.schedule(left, () =>
            resolve({ choice: TIME_UP, source: 'keyboard', timeStamp: 0, rtMs: 0 }),
          );
        });
        return Promise.race([pick, timeUp]);
      },
    });
    if (answer.response === TIME_UP) {
      engine.expire();
      return false;
    }
    const elapsedMs = isTest
      ? Math.min(engine.limitMs, usedBefore + PICTURE_GAP_MS + answer.rtMs)
      : undefined;
    const { correct, data } = syntaxTrialData(step, { ...answer, elapsedMs });
    engine.answer(step, correct, elapsedMs);
    await context.record({ ...syntaxTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: syntaxClipTexts(),
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.trialIndex === 0) keys.push('intro');
      if (step.opens === 'practice') keys.push('practice.intro');
      if (step.opens === 'test') keys.push('test.intro');
      if (step.opens === 'block' && SYNTAX_BREAK_BEFORE_BLOCKS.includes(step.item.block)) {
        keys.push('break');
      }
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (correct) return 'correct';
      return engine.next()?.itemId === step.itemId ? 'retry' : 'move-on';
    },
    endKey: 'end',
  });
}
