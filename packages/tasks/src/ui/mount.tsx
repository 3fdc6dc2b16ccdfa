import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SOUND_CHECK_STORAGE_KEY } from '@roar/contracts';
import type { TaskRunContext } from '../plugin.ts';
import type { TrialClock } from '../runtime/trial-clock.ts';
import { SPEECH_CLIPS, clipId, type ClipKey, type SpeechLanguage } from '../speech/index.ts';
import { GameView } from './game-view.tsx';
import { GAME_MESSAGES, gameLocale, type GameMessages } from './messages.ts';
import {
  createScreenStore,
  type GameScreen,
  type ScreenStore,
  type SoundAnswer,
} from './screen-store.ts';
import './game.css';

/** Thrown out of a game's script when the child leaves the page (the run's signal aborted). */
export class GameAborted extends Error {
  constructor() {
    super('The game was left.');
    this.name = 'GameAborted';
  }
}

/** An event's time on the performance clock (some engines stamp events with epoch time). */
function eventTimeMs(event: Event): number {
  const stamp = event.timeStamp;
  if (!(stamp > 0)) return performance.now();
  return stamp > 1e12 ? stamp - performance.timeOrigin : stamp;
}

/** Shortest practice feedback (ms), also when there is no audio to wait for. */
export const FEEDBACK_MIN_MS = 1200;

/** Keys that never count as "press any key" (modifiers, system keys). */
const IGNORED_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'Tab', 'CapsLock', 'Escape']);

/**
 * sessionStorage key: the sound check was answered in this browser tab's session, so the next
 * game starts at once (a new tab, a reopened browser or the next sign-in asks again).
 */
export const SOUND_CHECK_KEY = SOUND_CHECK_STORAGE_KEY;

function soundChecked(): boolean {
  try {
    return window.sessionStorage.getItem(SOUND_CHECK_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberSoundCheck(): void {
  try {
    window.sessionStorage.setItem(SOUND_CHECK_KEY, 'yes');
  } catch {
    // Storage blocked: the next game asks again, which is harmless.
  }
}

/** The game's screen and its shared steps (start gesture, instructions, breaks, speech). */
export interface GameUi {
  store: ScreenStore;
  messages: GameMessages;
  language: SpeechLanguage;
  /** The game's root element (answer buttons are looked up inside it). */
  root: HTMLElement;
  /** Shows `screen` and waits for the continue button, any key, or (start, break) any tap. */
  waitForContinue(screen: GameScreen): Promise<void>;
  /**
   * The start screen: the gesture unlocks audio and asks for fullscreen; then, once per browser
   * session, the sound check ('Can you hear me?').
   */
  start(): Promise<void>;
  /** Shows a spoken instruction with its text and waits for the child to continue. */
  instruct(key: ClipKey): Promise<void>;
  /** Plays a clip (resolves when it ends, at once without audio). */
  speak(key: ClipKey): Promise<void>;
  clipText(key: ClipKey): string;
  /**
   * Practice feedback: ends the trial on `clock`, shows and speaks praise or a gentle correction,
   * and resolves when the clip ends, but not before FEEDBACK_MIN_MS (a child without sound reads).
   */
  feedback(correct: boolean, clock: TrialClock): Promise<void>;
  /** What the replay button does now (a choice trial's prompt); null: nothing. */
  setReplay(handler: (() => void) | null): void;
  /** Plays a clip by its manifest id (item prompts), resolving when it ends. */
  speakClip(clipId: string): Promise<void>;
  /** Stops whatever is being said (an answer came). */
  stopSpeech(): void;
  /** Resolves with `promise`, or rejects with GameAborted when the child leaves. */
  guard<T>(promise: Promise<T>): Promise<T>;
  unmount(): void;
}

/** Mounts the game view into the context's element. */
export function mountGame(context: TaskRunContext<unknown>, taskLanguage: 'en' | 'es'): GameUi {
  const root = document.createElement('div');
  context.element.append(root);
  const reactRoot = createRoot(root);
  const store = createScreenStore((update) => flushSync(update));
  const locale = gameLocale(taskLanguage, context.locale);
  const messages = GAME_MESSAGES[locale];
  const language: SpeechLanguage = taskLanguage;
  let continueWaiter: ((event: Event) => void) | null = null;
  const onContinue = (event: Event) => continueWaiter?.(event);
  let replayHandler: (() => void) | null = null;
  const onReplay = () => replayHandler?.();
  let soundHandler: ((answer: SoundAnswer) => void) | null = null;
  const onSoundCheck = (answer: SoundAnswer) => soundHandler?.(answer);
  reactRoot.render(
    <GameView
      store={store}
      messages={messages}
      lang={locale}
      touch={context.touch}
      onContinue={onContinue}
      onReplay={onReplay}
      onSoundCheck={onSoundCheck}
    />,
  );
  // Render the first frame now, so the element exists before the game's first step.
  flushSync(() => {});

  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(new GameAborted());
    if (context.signal.aborted) fail();
    else context.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {});
  const guard = <T,>(promise: Promise<T>) => Promise.race([promise, aborted]);

  const speak = (key: ClipKey) => {
    const url = context.clipUrl(clipId(language, key));
    return url ? context.audio.play(url) : Promise.resolve();
  };

  /**
   * Events that began before a screen was shown never continue it: the click that ends the start
   * screen must not also skip the instructions that replace it under the finger.
   */
  const waitForContinue = (screen: GameScreen) =>
    guard(
      new Promise<void>((resolve) => {
        const anywhere = screen.kind === 'start' || screen.kind === 'break';
        const shownAt = performance.now();
        const fresh = (event: Event) => eventTimeMs(event) >= shownAt;
        const done = () => {
          window.removeEventListener('keydown', onKey);
          root.removeEventListener('click', onTap);
          continueWaiter = null;
          resolve();
        };
        const onKey = (event: KeyboardEvent) => {
          if (event.repeat || IGNORED_KEYS.has(event.key)) return;
          if (event.ctrlKey || event.metaKey || event.altKey || !fresh(event)) return;
          event.preventDefault();
          done();
        };
        const onTap = (event: Event) => {
          if (fresh(event)) done();
        };
        continueWaiter = onTap;
        window.addEventListener('keydown', onKey);
        if (anywhere) root.addEventListener('click', onTap);
        store.set({ screen, choices: null });
      }),
    );

  const clipText = (key: ClipKey) => SPEECH_CLIPS[language][key];

  /**
   * 'Can you hear me?' until the child says yes or the adult goes on without sound. It waits only
   * for a button; the page's door out of the game still works (guard: leaving aborts it).
   */
  const soundCheck = () =>
    guard(
      new Promise<void>((resolve) => {
        const text = clipText('common.sound-check');
        const ask = () => {
          context.audio.stop();
          store.set({ screen: { kind: 'sound-check', stage: 'ask', text }, choices: null });
          void speak('common.sound-check');
        };
        soundHandler = (answer) => {
          context.audio.stop();
          if (answer === 'again') void speak('common.sound-check');
          else if (answer === 'retry') ask();
          else if (answer === 'no') {
            store.set({ screen: { kind: 'sound-check', stage: 'help', text } });
          } else {
            soundHandler = null;
            rememberSoundCheck();
            resolve();
          }
        };
        ask();
      }),
    );

  return {
    store,
    messages,
    language,
    root,
    waitForContinue,
    async start() {
      const shown = waitForContinue({ kind: 'start', text: clipText('common.start') });
      void speak('common.start');
      await shown;
      // Still inside the gesture's task: browsers allow audio and fullscreen only here.
      context.requestFullscreen();
      await context.audio.unlock();
      if (!soundChecked()) await soundCheck();
    },
    async instruct(key) {
      context.audio.stop();
      const shown = waitForContinue({ kind: 'instructions', text: clipText(key) });
      void speak(key);
      await shown;
      context.audio.stop();
    },
    speak: (key) => guard(speak(key)),
    async feedback(correct, clock) {
      const key = correct ? 'common.correct' : 'common.incorrect';
      clock.endTrial();
      store.set({ screen: { kind: 'feedback', correct, text: clipText(key) } });
      await guard(Promise.all([speak(key), clock.wait(FEEDBACK_MIN_MS)]));
    },
    setReplay(handler) {
      replayHandler = handler;
    },
    speakClip(id) {
      const url = context.clipUrl(id);
      return guard(url ? context.audio.play(url) : Promise.resolve());
    },
    stopSpeech: () => context.audio.stop(),
    clipText,
    guard,
    unmount() {
      context.audio.stop();
      reactRoot.unmount();
      root.remove();
    },
  };
}
