import type { CSSProperties } from 'react';
import { counted, type GameMessages } from './messages.ts';
import { svgLabel } from './svg-label.ts';

/**
 * The story frame every game shares (docs/decisions/036-game-frame.md): Pip the owl walks a path
 * of stepping stones to its house, one stone for each tenth of the run, and picks up a star on
 * every stone. Stars come from progress only, never from right or wrong answers, so every child
 * who finishes has them all. Drawn here for this project; small enough to stay inline.
 */
export const PATH_STONES = 10;

/** Stones passed (and stars collected) at `progress` (0-1): one per full tenth of the run. */
export function starsOf(progress: number | null): number {
  if (progress === null || !(progress > 0)) return 0;
  return Math.min(PATH_STONES, Math.floor(progress * PATH_STONES + 1e-9));
}

/** Pip, a round owl. `label` '' hides it from assistive technology (a picture beside words). */
export function Guide({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className ?? 'roar-guide'} {...svgLabel(label)}>
      <path d="M13 20 17 5l10 10zM51 20 47 5 37 15z" fill="#7a4f33" />
      <ellipse cx="32" cy="37" rx="24" ry="24" fill="#8a5a3b" />
      <ellipse cx="32" cy="45" rx="14" ry="13" fill="#f3dcb5" />
      <circle cx="23" cy="30" r="9" fill="#fff" />
      <circle cx="41" cy="30" r="9" fill="#fff" />
      <circle cx="24" cy="31" r="4.5" fill="#1b1b1b" />
      <circle cx="40" cy="31" r="4.5" fill="#1b1b1b" />
      <circle cx="25.5" cy="29.5" r="1.5" fill="#fff" />
      <circle cx="41.5" cy="29.5" r="1.5" fill="#fff" />
      <path d="M28.5 37h7L32 43z" fill="#e89a00" />
      <path d="M24 60h6M34 60h6" stroke="#e89a00" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Pip's house at the end of the path. */
export function Goal({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 32 32" className="roar-path__goal-picture" {...svgLabel(label)}>
      <path d="M4 15 16 4l12 11z" fill="#b23a2a" />
      <path d="M7 14h18v15H7z" fill="#f2c14e" />
      <path d="M13 20h6v9h-6z" fill="#6b4e00" />
    </svg>
  );
}

/** One star (decorative: the count beside it carries the words). */
export function Star({ index }: { index?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="roar-star"
      aria-hidden="true"
      style={index === undefined ? undefined : ({ '--i': index } as CSSProperties)}
    >
      <path
        d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L1.9 9.2l7.1-.6z"
        fill="#f2b600"
        stroke="#7a5600"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The progress path in the game's top bar: one progress bar for assistive technology (its name
 * and value as before), drawn as stepping stones with Pip on the current stone and the house at
 * the end, then the star counter. Nothing in it moves: it only changes between trials.
 */
export function ProgressPath(props: { progress: number; messages: GameMessages; lang: string }) {
  const { progress, messages, lang } = props;
  const step = starsOf(progress);
  const stones = Array.from({ length: PATH_STONES }, (_, i) => i);
  return (
    <>
      <div
        className="roar-game__progress roar-path"
        role="progressbar"
        aria-label={messages.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        {stones.map((i) => (
          <span key={i} className="roar-path__cell" data-passed={i < step ? 'true' : undefined}>
            {i === step ? <Guide label="" className="roar-path__guide" /> : null}
            <span className="roar-path__stone" />
          </span>
        ))}
        <span className="roar-path__cell roar-path__cell--goal">
          <Goal label="" />
          {step === PATH_STONES ? <Guide label="" className="roar-path__guide" /> : null}
        </span>
      </div>
      <StarCount count={step} messages={messages} lang={lang} />
    </>
  );
}

/** '★ 3', read as '3 stars'. */
export function StarCount(props: { count: number; messages: GameMessages; lang: string }) {
  const { count, messages, lang } = props;
  return (
    <span className="roar-game__stars" data-testid="stars">
      <Star />
      <span aria-hidden="true">{count}</span>
      <span className="roar-game__visually-hidden">{counted(messages, 'stars', count, lang)}</span>
    </span>
  );
}

/** A row of `count` stars (break and end screens), each popping in turn where motion is allowed. */
export function StarRow({ count }: { count: number }) {
  return (
    <span className="roar-stars" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} index={i} />
      ))}
    </span>
  );
}
