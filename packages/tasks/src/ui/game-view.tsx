import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Guide, ProgressPath, StarRow, starsOf } from './frame.tsx';
import { MathBody } from './math-view.tsx';
import { counted, numbered, type GameMessages } from './messages.ts';
import type { GameScreen, ScreenStore, SoundAnswer } from './screen-store.ts';

interface GameViewProps {
  store: ScreenStore;
  messages: GameMessages;
  lang: string;
  touch: boolean;
  /** Resolves the screen's wait (start gesture, continue button). */
  onContinue: (event: Event) => void;
  /** Plays the current prompt again. */
  onReplay: () => void;
  /** A button of the sound check was pressed. */
  onSoundCheck: (answer: SoundAnswer) => void;
}

const ARROW = { left: '←', right: '→' } as const;

/** The only screens where anything may move (game.css keeps all motion under data-celebrate). */
const CELEBRATING: ReadonlySet<GameScreen['kind']> = new Set(['break']);

/**
 * The game's whole surface. Trial screens keep the same elements between trials (the answer
 * buttons stay mounted), so a trial only swaps text; `data-trial-state` tells assistive tech and
 * tests whether an answer is awaited. `data-celebrate` marks the one screen where the stars may
 * move (a break): never during a fixation, a timed stimulus or an answer.
 */
export function GameView(props: GameViewProps) {
  const { store, messages, lang, touch, onContinue, onReplay, onSoundCheck } = props;
  const state = useSyncExternalStore(store.subscribe, store.get);
  // The answer button that had keyboard focus when the last choice trial left the screen.
  const focusedOption = useRef<number | null>(null);
  const { screen, progress, choices } = state;
  const awaiting =
    screen.kind === 'stimulus' ||
    screen.kind === 'choices' ||
    (screen.kind === 'math' && screen.hint === null) ||
    (screen.kind === 'custom' && screen.awaiting);
  return (
    <div
      className={`roar-game${touch ? ' roar-game--touch' : ''}`}
      lang={lang}
      data-screen={screen.kind}
      data-trial-state={awaiting ? 'awaiting-response' : 'idle'}
      data-celebrate={CELEBRATING.has(screen.kind) ? 'true' : undefined}
    >
      <div className="roar-game__bar">
        {state.practice ? <span className="roar-game__tag">{messages.practice}</span> : null}
        {progress !== null ? (
          <ProgressPath progress={progress} messages={messages} lang={lang} />
        ) : null}
      </div>
      <div className="roar-game__main">
        {screen.kind === 'choices' ? (
          <ChoiceBody
            screen={screen}
            messages={messages}
            onReplay={onReplay}
            focusedOption={focusedOption}
          />
        ) : screen.kind === 'math' ? (
          <MathBody screen={screen} messages={messages} onReplay={onReplay} />
        ) : screen.kind === 'custom' ? (
          <>
            {screen.body}
            {screen.replay ? (
              <button
                type="button"
                className="roar-game__replay"
                data-action="replay"
                onClick={onReplay}
              >
                {messages.replay}
              </button>
            ) : null}
          </>
        ) : screen.kind === 'sound-check' ? (
          <SoundCheck screen={screen} messages={messages} onAnswer={onSoundCheck} />
        ) : (
          <ScreenBody
            screen={screen}
            messages={messages}
            lang={lang}
            stars={starsOf(progress)}
            onContinue={onContinue}
          />
        )}
      </div>
      {choices ? (
        <div className="roar-game__choices" role="group" aria-label={messages.answerPrompt}>
          <button type="button" className="roar-game__choice" data-choice="left">
            {choices.left}
            <span className="roar-game__key" aria-hidden="true">
              {ARROW.left}
            </span>
          </button>
          <button type="button" className="roar-game__choice" data-choice="right">
            {choices.right}
            <span className="roar-game__key" aria-hidden="true">
              {ARROW.right}
            </span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ScreenBody(props: {
  screen: GameScreen;
  messages: GameMessages;
  lang: string;
  /** Stars collected so far (a break celebrates them). */
  stars: number;
  onContinue: (event: Event) => void;
}) {
  const { screen, messages, lang, stars, onContinue } = props;
  switch (screen.kind) {
    case 'blank':
      return null;
    case 'start':
    case 'instructions':
    case 'break':
      return (
        <>
          {screen.kind === 'instructions' && screen.figure ? (
            <div className="roar-game__figure">{screen.figure}</div>
          ) : null}
          {screen.kind === 'start' ? (
            <>
              <Guide label={messages.guide} className="roar-guide roar-guide--large" />
              <p className="roar-game__story">{messages.story}</p>
              <p className="roar-game__text">{screen.text}</p>
            </>
          ) : (
            <div className="roar-game__speech">
              <Guide label="" />
              <p className="roar-game__text" aria-live="polite">
                {screen.text}
              </p>
            </div>
          )}
          {screen.kind === 'break' ? (
            <div className="roar-game__celebration">
              <StarRow count={stars} />
              <p className="roar-game__have-stars">{counted(messages, 'haveStars', stars, lang)}</p>
            </div>
          ) : null}
          <button
            type="button"
            className="roar-game__button"
            data-action="continue"
            autoFocus
            onClick={(event) => onContinue(event.nativeEvent)}
          >
            {screen.kind === 'start' ? messages.start : messages.continue}
          </button>
        </>
      );
    case 'fixation':
      return (
        <p className="roar-game__fixation" aria-hidden="true">
          +
        </p>
      );
    case 'stimulus':
      return screen.variant === 'word' ? (
        <p className="roar-game__word" data-testid="stimulus" aria-label={messages.stimulus}>
          {screen.text ?? ''}
        </p>
      ) : (
        <p className="roar-game__sentence" data-testid="stimulus">
          {screen.text}
        </p>
      );
    case 'choices':
    case 'math':
    case 'custom':
    case 'sound-check':
      return null;
    case 'feedback':
      return (
        <p
          className={`roar-game__text roar-game__feedback--${screen.correct ? 'correct' : 'incorrect'}`}
          role="status"
        >
          {screen.text}
        </p>
      );
  }
}

/**
 * 'Can you hear me?': Pip asks (the clip plays), the child answers yes, hears it again, or says no,
 * which shows a tip for the adult with try again and go on without sound. Plain buttons: Tab and
 * Enter, a click and a tap all answer; the first one has the focus.
 */
function SoundCheck(props: {
  screen: Extract<GameScreen, { kind: 'sound-check' }>;
  messages: GameMessages;
  onAnswer: (answer: SoundAnswer) => void;
}) {
  const { screen, messages, onAnswer } = props;
  const buttons: ReadonlyArray<[SoundAnswer, string]> =
    screen.stage === 'ask'
      ? [
          ['yes', messages.hearYes],
          ['again', messages.hearAgain],
          ['no', messages.hearNo],
        ]
      : [
          ['retry', messages.tryAgain],
          ['skip', messages.noSound],
        ];
  return (
    <>
      <Guide label={messages.guide} className="roar-guide roar-guide--large" />
      <p className="roar-game__text" aria-live="polite">
        {screen.stage === 'ask' ? screen.text : messages.soundTip}
      </p>
      <div className="roar-game__sound-buttons" key={screen.stage}>
        {buttons.map(([answer, label], index) => (
          <button
            key={answer}
            type="button"
            className={index === 0 ? 'roar-game__button' : 'roar-game__replay'}
            data-action={`sound-${answer}`}
            autoFocus={index === 0}
            onClick={() => onAnswer(answer)}
          >
            {label}
          </button>
        ))}
      </div>
    </>
  );
}

type ChoicesScreen = Extract<GameScreen, { kind: 'choices' }>;

/**
 * A choice trial: the cue picture (if any), the options as large buttons (answered on press, see
 * input.ts), and a button that says the prompt again. Options are numbered for keyboards (1-4).
 */
function ChoiceBody(props: {
  screen: ChoicesScreen;
  messages: GameMessages;
  onReplay: () => void;
  focusedOption: RefObject<number | null>;
}) {
  const { screen, messages, onReplay, focusedOption } = props;
  const group = useRef<HTMLDivElement>(null);
  // A blank screen comes between trials, which removes the buttons: the one that had focus gets it
  // back on the next trial, so a player using Tab and Enter does not have to Tab again each time.
  useLayoutEffect(() => {
    const options = group.current;
    if (focusedOption.current !== null) {
      options?.querySelector<HTMLElement>(`[data-option="${focusedOption.current}"]`)?.focus();
    }
    return () => {
      const active = document.activeElement;
      focusedOption.current =
        active instanceof HTMLElement && options?.contains(active)
          ? Number(active.dataset.option)
          : null;
    };
  }, [focusedOption]);
  const pictureLabel = (name: string, index: number) =>
    screen.unnamed && screen.options.length === 4
      ? numbered(messages.pictureNOf4, index + 1)
      : `${index + 1} ${screen.unnamed ? '' : name}`.trim();
  return (
    <>
      <p className="roar-game__visually-hidden" aria-live="polite">
        {screen.prompt}
      </p>
      {screen.cue ? (
        <div className="roar-game__cue">
          {screen.cue.image ? (
            <img src={screen.cue.image} alt={screen.cue.value} />
          ) : (
            screen.cue.value
          )}
        </div>
      ) : null}
      <div
        className={`roar-game__options roar-game__options--${screen.look}`}
        role="group"
        aria-label={messages.answerPrompt}
        ref={group}
      >
        {screen.options.map((option, index) => (
          <button
            key={index}
            type="button"
            className="roar-game__option"
            data-option={index}
            data-value={option.value}
            aria-label={option.image ? pictureLabel(option.value, index) : undefined}
          >
            {option.image ? <img src={option.image} alt="" /> : option.value}
            <span className="roar-game__key" aria-hidden="true">
              {index + 1}
            </span>
          </button>
        ))}
      </div>
      <button type="button" className="roar-game__replay" data-action="replay" onClick={onReplay}>
        {messages.replay}
      </button>
    </>
  );
}
