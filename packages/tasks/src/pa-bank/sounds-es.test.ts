// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listForm, loadSources } from '../../scripts/swr/sources.ts';
import { type PaItem, paBank } from './index.ts';
import { SPANISH_ACCENTS, type SpanishAccent, spanishPhonemes } from './phonemes-es.ts';

/**
 * The sound claims of the Spanish items, checked with the rules of phonemes-es.ts in each of the
 * four accents (θ or s; ll like y or not), so an item works in Spain and in Latin America.
 */
const bank = paBank('es');
const WORD_LIST_MS = 30_000;
const items = (subtest: PaItem['subtest']) => [
  ...bank.items[subtest].practice,
  ...bank.items[subtest].test,
];
const wordsOf = (item: PaItem) => [item.stimulus, ...item.choices.map((choice) => choice.word)];

type Edge = 'first' | 'last';
const edge = (word: string, which: Edge, accent: SpanishAccent) => {
  const sounds = spanishPhonemes(word, accent);
  return which === 'first' ? sounds[0] : sounds.at(-1);
};

/**
 * What is left after a deletion, as a word would say it: Spanish words never start with the tap
 * /ɾ/, so a tap left at the start is the trill /r/ (pirata without pi is rata).
 */
const asWord = (sounds: readonly string[]) =>
  (sounds[0] === 'ɾ' ? ['r', ...sounds.slice(1)] : [...sounds]).join(' ');

describe('Spanish Phoneme items: sounds (phonemes-es.ts, four accents)', () => {
  it(
    'uses only words of the Spanish word list (an-array-of-spanish-words)',
    () => {
      const list = loadSources('es').fullList;
      const all = [...items('FSM'), ...items('LSM'), ...items('DEL')];
      const words = new Set(all.flatMap(wordsOf));
      expect([...words].filter((word) => !list.has(listForm('es', word)))).toEqual([]);
    },
    WORD_LIST_MS,
  );

  it.each([
    ['FSM', 'first', 'last'],
    ['LSM', 'last', 'first'],
  ] as const)('%s: only the answer shares the %s sound with the cue', (subtest, tested, other) => {
    for (const accent of SPANISH_ACCENTS) {
      for (const item of items(subtest)) {
        const context = `${item.id} ${item.stimulus} ${JSON.stringify(accent)}`;
        const cue = edge(item.stimulus, tested, accent);
        expect(edge(item.answer.word, tested, accent), context).toBe(cue);
        for (const distractor of item.distractors) {
          expect(edge(distractor.word, tested, accent), `${context} ${distractor.word}`).not.toBe(
            cue,
          );
        }
        // The answer differs at the other edge, so matching the wrong end never finds it.
        expect(edge(item.answer.word, other, accent), context).not.toBe(
          edge(item.stimulus, other, accent),
        );
      }
    }
  });

  it('LSM: no word ends in s, z, d, j or x, whose sound varies from place to place', () => {
    const words = items('LSM').flatMap(wordsOf);
    expect(words.filter((word) => /[szdjx]$/.test(word))).toEqual([]);
  });

  it('DEL: taking the part or sound away from the word leaves the answer', () => {
    for (const accent of SPANISH_ACCENTS) {
      for (const item of items('DEL')) {
        const { stimulus: word, answer, deletion } = item;
        const context = `${item.id} ${word} ${JSON.stringify(accent)}`;
        const whole = spanishPhonemes(word, accent);
        const expected = asWord(spanishPhonemes(answer.word, accent));
        if (deletion?.kind === 'first-sound') {
          expect(asWord(whole.slice(1)), context).toBe(expected);
        } else if (deletion?.kind === 'last-sound') {
          expect(asWord(whole.slice(0, -1)), context).toBe(expected);
        } else if (deletion?.kind === 'part') {
          const part = spanishPhonemes(deletion.part, accent);
          const atStart = word === deletion.part + answer.word;
          expect(atStart || word === answer.word + deletion.part, `${context}: spelling`).toBe(
            true,
          );
          const [removed, left] = atStart
            ? [whole.slice(0, part.length), whole.slice(part.length)]
            : [whole.slice(whole.length - part.length), whole.slice(0, whole.length - part.length)];
          expect(removed.join(' '), context).toBe(part.join(' '));
          expect(asWord(left), context).toBe(expected);
        }
        for (const distractor of item.distractors) {
          const sounds = asWord(spanishPhonemes(distractor.word, accent));
          expect(sounds, `${context} ${distractor.word}`).not.toBe(expected);
        }
      }
    }
  });
});
