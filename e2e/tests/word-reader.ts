import { swrBank } from '../../packages/tasks/src/swr/index.ts';
import type { Answerer } from './game-driver.ts';

/** Every real word of both Word banks (a made-up string is any other). */
const REAL_WORDS = new Set(
  (['en', 'es'] as const)
    .flatMap((language) => [...swrBank(language).practice, ...swrBank(language).test])
    .filter((item) => item.lexicality === 'real')
    .map((item) => item.stimulus),
);

/**
 * A child who reads each Word string: the right key for a real word, the left for a made-up one,
 * and a slip every `wrongEvery`th answer. Keys pressed in a pattern whatever the string are a
 * guesser's, which the validity flags catch (docs/validity-flags.md), so a test that expects a
 * reliable run plays like this.
 */
export const wordReader = (
  input: Answerer['input'],
  options: { thinkMs?: number; wrongEvery?: number } = {},
): Answerer => {
  const { thinkMs = 430, wrongEvery = 5 } = options;
  return {
    input,
    readsStimulus: true,
    thinkMs: () => thinkMs,
    side: (trial, stimulus) => {
      const real = stimulus !== null && REAL_WORDS.has(stimulus);
      const right = trial % wrongEvery !== wrongEvery - 1;
      return real === right ? 'right' : 'left';
    },
  };
};
