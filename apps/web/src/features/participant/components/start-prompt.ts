import { useCallback, useEffect, useRef } from 'react';

/**
 * The student home's spoken 'Click to start' (the speech clip `home.start`, packages/tasks/src/
 * speech): one sentence naming the visible start button, in the interface's language. The URL is
 * spelled here rather than read from the speech manifest so the home loads neither the manifest nor
 * the speech package; start-prompt.test.tsx checks it against the manifest's own path.
 */
export const startPromptUrl = (language: 'en' | 'es') => `/audio/${language}/home.start.mp3`;

/** The speech language of an interface locale: es-ES and es-CO speak Spanish, the rest English. */
export const speechLanguageOfLocale = (locale: string): 'en' | 'es' =>
  locale.toLowerCase().startsWith('es') ? 'es' : 'en';

/**
 * Whether the page has had a user gesture (a click, a key), so the browser lets it play sound and
 * a child who just signed in or came back from a game hears the prompt. False where the User
 * Activation API is missing (older Safari): the prompt then waits for the child's tap.
 */
export function pageHadGesture(): boolean {
  try {
    return (
      (navigator as { userActivation?: { hasBeenActive?: boolean } }).userActivation
        ?.hasBeenActive === true
    );
  } catch {
    return false;
  }
}

/**
 * Plays the start prompt once per `say()` through a plain audio element (a few lines, nothing to
 * load before the first play): never looped, a new `say()` or `stop()` silences the previous one,
 * and leaving the home (unmount) stops it. Sound is a help only: a blocked or missing clip is
 * ignored, the words stay on screen.
 */
export function useStartPrompt(language: 'en' | 'es') {
  const playing = useRef<HTMLAudioElement | null>(null);
  const stop = useCallback(() => {
    playing.current?.pause();
    playing.current = null;
  }, []);
  const say = useCallback(() => {
    stop();
    if (typeof Audio === 'undefined') return;
    const clip = new Audio(startPromptUrl(language));
    playing.current = clip;
    clip.addEventListener('ended', () => {
      if (playing.current === clip) playing.current = null;
    });
    try {
      void clip.play()?.catch(() => undefined);
    } catch {
      // An engine without media playback (tests, locked-down browsers): stay silent.
    }
  }, [language, stop]);
  useEffect(() => stop, [stop]);
  return { say, stop };
}
