import type { TaskRunContext } from '../plugin.ts';
import type { TrialResponse } from '../runtime/input.ts';
import type { ResponseSource } from '../trial-types.ts';
import type { GameMessages } from '../ui/messages.ts';
import { presentPicked } from '../ui/picture-choice.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import { describeCard } from './cards.ts';
import type { SameDifferentParams } from './definition.ts';
import { createSameDifferentEngine, type SameDifferentStep } from './engine.ts';
import { ShapeCard } from './figure.tsx';
import { hintClip } from './hints.ts';
import { END_CLIP, RETRY_CLIP, phaseClip, sameDifferentClipTexts } from './instructions.ts';
import { selectionResponse } from './logic.ts';
import { sameDifferentTrialData, sameDifferentTrialPlace } from './trial-data.ts';

/** Same (left arrow or 1) and Different (right arrow or 2). */
const SAME_DIFFERENT_KEYS = {
  ArrowLeft: 'same',
  ArrowRight: 'different',
  1: 'same',
  2: 'different',
};

/**
 * The question, the cards (phase 2: buttons that toggle, keys 1-4), and in phase 1 the Same and
 * Different buttons. `selected` marks the cards chosen so far.
 */
function ShapesScreen(props: {
  step: SameDifferentStep;
  selected: readonly number[];
  messages: GameMessages;
}) {
  const { step, selected, messages } = props;
  const { item } = step;
  const choosing = item.selections !== null;
  return (
    <div className="roar-cog roar-shapes">
      <p className="roar-cog__question">{step.prompt}</p>
      <div className="roar-cog__answers" style={{ ['--answers' as string]: item.cards.length }}>
        {item.cards.map((card, index) =>
          choosing ? (
            <button
              key={index}
              type="button"
              className="roar-cog__answer"
              data-select={index}
              aria-pressed={selected.includes(index)}
              aria-label={describeCard(card)}
            >
              <ShapeCard card={card} label="" />
              <span className="roar-game__key" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          ) : (
            <div key={index} className="roar-cog__card">
              <ShapeCard card={card} />
            </div>
          ),
        )}
      </div>
      {choosing ? null : (
        <div className="roar-cog__answers" style={{ ['--answers' as string]: 2 }}>
          {(['same', 'different'] as const).map((answer, index) => (
            <button
              key={answer}
              type="button"
              className="roar-cog__answer roar-cog__word"
              data-pick={answer}
            >
              {answer === 'same' ? messages.same : messages.different}
              <span className="roar-game__key" aria-hidden="true">
                {index === 0 ? '← 1' : '2 →'}
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Plays one Shapes Game run (README.md): phase 1 asks whether two cards are the same in one way
 * (Same or Different), phase 2 asks to pick the two that match or the one that is different;
 * practice items come back after a hint, and each phase ends by the engine's rules.
 */
export async function playSameDifferent(
  context: TaskRunContext<SameDifferentParams>,
  taskId: string,
): Promise<void> {
  const engine = createSameDifferentEngine({
    seed: context.rng.seed,
    practice: context.params.practice,
    ...(context.params.numTrials !== undefined ? { numTrials: context.params.numTrials } : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  /** Phase 2: cards toggle until the item's number is chosen; the time is the last press's. */
  const select = (step: SameDifferentStep, required: number) =>
    new Promise<TrialResponse<string>>((resolve) => {
      const onsetMs = clock.onsetMs ?? 0;
      const chosen: number[] = [];
      const take = (event: Event, card: number, source: ResponseSource) => {
        const at = clock.eventTimeMs(event);
        if (at < onsetMs || card < 0 || card >= step.item.cards.length) return;
        const where = chosen.indexOf(card);
        if (where >= 0) chosen.splice(where, 1);
        else chosen.push(card);
        show(step, [...chosen], true);
        if (chosen.length < required) return;
        cleanup();
        const choice = selectionResponse([...chosen].sort((a, b) => a - b));
        resolve({ choice, source, timeStamp: at, rtMs: at - onsetMs });
      };
      const cardOf = (event: Event) =>
        Number(
          (event.target as Element | null)
            ?.closest?.('[data-select]')
            ?.getAttribute('data-select') ?? -1,
        );
      const onPointer = (event: PointerEvent) => {
        if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        take(event, cardOf(event), event.pointerType === 'touch' ? 'touch' : 'pointer');
      };
      const onClick = (event: MouseEvent) => {
        if (event.detail === 0) take(event, cardOf(event), 'keyboard');
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
        if (!/^[1-9]$/.test(event.key)) return;
        event.preventDefault();
        take(event, Number(event.key) - 1, 'keyboard');
      };
      const cleanup = () => {
        ui.root.removeEventListener('pointerdown', onPointer);
        ui.root.removeEventListener('click', onClick);
        window.removeEventListener('keydown', onKey);
      };
      ui.root.addEventListener('pointerdown', onPointer);
      ui.root.addEventListener('click', onClick);
      window.addEventListener('keydown', onKey);
      clock.onTrialEnd(cleanup);
    });

  const show = (step: SameDifferentStep, selected: readonly number[], awaiting: boolean) =>
    ui.store.set({
      screen: {
        kind: 'custom',
        awaiting,
        replay: true,
        body: <ShapesScreen step={step} selected={selected} messages={ui.messages} />,
      },
    });

  async function trial(step: SameDifferentStep): Promise<boolean> {
    const required = step.item.selections;
    const answer = await presentPicked(ui, clock, {
      body: <ShapesScreen step={step} selected={[]} messages={ui.messages} />,
      keys: required === null ? SAME_DIFFERENT_KEYS : {},
      promptClip: clip(step.promptClip),
      ...session.begin(step),
      ...(required === null ? {} : { answer: () => select(step, required) }),
    });
    const { correct, data } = sameDifferentTrialData(step, answer);
    engine.answer(step, correct);
    await context.record({ ...sameDifferentTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: sameDifferentClipTexts(),
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.opensBlock) keys.push(phaseClip(step.block, 'intro'));
      if (step.opensBlock && step.stage === 'practice') {
        keys.push(phaseClip(step.block, 'practice-intro'));
      }
      if (step.opensTest) keys.push(phaseClip(step.block, 'test-intro'));
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (correct) return null;
      return engine.next()?.itemId === step.itemId ? [hintClip(step.itemId), RETRY_CLIP] : null;
    },
    endKey: END_CLIP,
  });
}
