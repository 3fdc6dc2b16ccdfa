import type { TaskRunContext } from '../plugin.ts';
import type { TrialClock } from '../runtime/trial-clock.ts';
import type { ResponseSource } from '../trial-types.ts';
import { numbered, type GameMessages } from '../ui/messages.ts';
import type { GameUi } from '../ui/mount.tsx';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import '../ui/cognition.css';
import type { MemoryParams } from './definition.ts';
import { createMemoryEngine, type MemoryStep } from './engine.ts';
import { MEMORY_CLIP_TEXTS, memoryPhaseClip } from './instructions.ts';
import { memoryResponse } from './items.ts';
import {
  MEMORY_GAP_MS,
  MEMORY_LEAD_IN_MS,
  MEMORY_LIGHT_MS,
  MEMORY_REMINDER_AFTER_MS,
  MEMORY_TAP_FLASH_MS,
  gridOf,
  gridSide,
} from './rules.ts';
import { memoryTrialData, memoryTrialPlace } from './trial-data.ts';

/** The board: squares numbered row by row, lit one at a time; answered by tap, keys 1-n or Tab. */
function Board(props: {
  step: MemoryStep;
  /** The square of the sequence lit now. */
  lit: number | null;
  /** The square the child just tapped (it flashes the same way). */
  tapped: number | null;
  awaiting: boolean;
  messages: GameMessages;
}) {
  const { step, lit, tapped, awaiting, messages } = props;
  return (
    <div className="roar-cog">
      <div
        className={`roar-corsi roar-corsi--${gridSide(step.grid)}`}
        role="group"
        aria-label={messages.answerPrompt}
        data-testid="board"
        data-phase={step.block}
      >
        {Array.from({ length: step.grid }, (_, square) => (
          <button
            key={square}
            type="button"
            className={`roar-corsi__square${lit === square || tapped === square ? ' is-lit' : ''}`}
            data-square={square}
            data-lit={lit === square ? 'true' : undefined}
            aria-label={numbered(messages.squareN, square + 1)}
            tabIndex={awaiting ? 0 : -1}
            aria-disabled={!awaiting}
          >
            <span className="roar-game__key" aria-hidden="true">
              {square + 1}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

interface Taps {
  taps: number[];
  source: ResponseSource | null;
  rtMs: number | null;
}

/**
 * Takes `count` taps on the board after the onset (pointer, touch, keys 1-n, or Tab and Enter),
 * flashing each square; the time is the last tap's. A reminder is spoken after a quiet spell.
 */
function collectTaps(
  clock: TrialClock,
  ui: GameUi,
  count: number,
  flash: (square: number | null) => void,
  remind: () => void,
): Promise<Taps> {
  return new Promise((resolve) => {
    const onsetMs = clock.onsetMs ?? 0;
    const taps: number[] = [];
    let source: ResponseSource | null = null;
    let cancelReminder = clock.schedule(MEMORY_REMINDER_AFTER_MS, remind);
    let cancelFlash = () => {};
    const take = (event: Event, square: number, from: ResponseSource) => {
      if (taps.length >= count || clock.eventTimeMs(event) < onsetMs) return;
      taps.push(square);
      source = from;
      cancelReminder();
      cancelFlash();
      flash(square);
      cancelFlash = clock.schedule(MEMORY_TAP_FLASH_MS, () => flash(null));
      if (taps.length === count) {
        cleanup();
        resolve({ taps, source, rtMs: clock.eventTimeMs(event) - onsetMs });
      } else {
        cancelReminder = clock.schedule(MEMORY_REMINDER_AFTER_MS, remind);
      }
    };
    const squareOf = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.('[data-square]');
      return target ? Number(target.getAttribute('data-square')) : null;
    };
    const onPointer = (event: PointerEvent) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const square = squareOf(event);
      if (square !== null) take(event, square, event.pointerType === 'touch' ? 'touch' : 'pointer');
    };
    const onClick = (event: MouseEvent) => {
      const square = squareOf(event);
      if (event.detail === 0 && square !== null) take(event, square, 'keyboard');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const square = /^[1-9]$/.test(event.key) ? Number(event.key) - 1 : -1;
      if (square < 0 || square >= ui.root.querySelectorAll('[data-square]').length) return;
      event.preventDefault();
      take(event, square, 'keyboard');
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
}

/**
 * Plays one Memory Game run (README.md): forward then backward; each sequence lights up after
 * 'Watch', then 'Your turn' and the child taps it back. A wrong practice sequence comes again
 * after 'try again'; the test grows and stops by the engine's rules.
 */
export async function playMemory(
  context: TaskRunContext<MemoryParams>,
  taskId: string,
): Promise<void> {
  const engine = createMemoryEngine({
    seed: context.rng.seed,
    grid: gridOf(context.player),
    practice: context.params.practice,
    ...(context.params.trialsPerBlock !== undefined
      ? { trialsPerPhase: context.params.trialsPerBlock }
      : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;

  const show = (
    step: MemoryStep,
    lit: number | null,
    awaiting: boolean,
    tapped: number | null = null,
  ) =>
    ui.store.set({
      screen: {
        kind: 'custom',
        awaiting,
        body: (
          <Board step={step} lit={lit} tapped={tapped} awaiting={awaiting} messages={ui.messages} />
        ),
      },
    });

  async function trial(step: MemoryStep): Promise<boolean> {
    const bar = session.begin(step);
    await clock.nextFrame(() => {
      ui.store.set(bar);
      show(step, null, false);
    });
    void ui.speakClip(clip('watch')).catch(() => {});
    await clock.wait(MEMORY_LEAD_IN_MS);
    for (const [index, square] of step.sequence.entries()) {
      await clock.nextFrame(() => show(step, square, false));
      await clock.wait(MEMORY_LIGHT_MS);
      await clock.nextFrame(() => show(step, null, false));
      if (index < step.sequence.length - 1) await clock.wait(MEMORY_GAP_MS);
    }
    const onsetMs = await clock.showAt(() => show(step, null, true));
    void ui.speakClip(clip('your-turn')).catch(() => {});
    const reminder = clip(memoryPhaseClip(step.block, 'reminder'));
    const answer = await collectTaps(
      clock,
      ui,
      step.length,
      (square) => show(step, null, true, square),
      () => void ui.speakClip(reminder).catch(() => {}),
    );
    context.audio.stop();
    const { correct, data } = memoryTrialData(step, {
      response: memoryResponse(answer.taps),
      source: answer.source,
      rtMs: answer.rtMs,
      onsetMs,
    });
    engine.answer(step, correct);
    await context.record({ ...memoryTrialPlace(step), data });
    // Let the last tap's flash be seen before the board goes.
    await clock.wait(MEMORY_TAP_FLASH_MS);
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: MEMORY_CLIP_TEXTS,
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.opensBlock) keys.push(memoryPhaseClip(step.block, 'intro'));
      if (step.opensBlock && step.stage === 'practice') {
        keys.push(memoryPhaseClip(step.block, 'practice-intro'));
      }
      if (step.opensTest && !step.opensBlock) keys.push('test-intro');
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (correct) return null;
      return engine.next()?.itemId === step.itemId ? 'retry' : null;
    },
    endKey: 'end',
  });
}
