// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PaItem, paBank } from './index.ts';
import { RHOTIC_ENDINGS, englishPronunciations } from './phonemes-en.ts';

/**
 * The sound claims of the English items, checked against the CMU Pronouncing Dictionary. A claim
 * must hold for every pronunciation the dictionary lists (wheel is 'W IY L' and 'HH W IY L'), so
 * an item never depends on how one speaker says a word.
 */
const bank = paBank('en');
const items = (subtest: PaItem['subtest']) => [
  ...bank.items[subtest].practice,
  ...bank.items[subtest].test,
];
const join = (sounds: readonly string[]) => sounds.join(' ');

function says(word: string): string[][] {
  const variants = englishPronunciations(word);
  if (variants.length === 0) throw new Error(`"${word}" is not in the CMU dictionary`);
  return variants;
}

type Edge = 'first' | 'last';
const edge = (sounds: readonly string[], which: Edge) =>
  which === 'first' ? sounds[0] : sounds.at(-1);

/** Every pronunciation of x and of y has the same sound at that edge. */
const alwaysShare = (x: string, y: string, which: Edge) =>
  says(x).every((a) => says(y).every((b) => edge(a, which) === edge(b, which)));

/** No pronunciation of x shares that edge's sound with a pronunciation of y. */
const neverShare = (x: string, y: string, which: Edge) =>
  says(x).every((a) => says(y).every((b) => edge(a, which) !== edge(b, which)));

/** Every pronunciation of `word` minus `removed` leaves some pronunciation of `rest`. */
function leaves(word: string, rest: string, removed: (sounds: string[]) => string[]): boolean {
  const rests = says(rest).map(join);
  return says(word).every((sounds) => rests.includes(join(removed(sounds))));
}

/**
 * Every pronunciation of `word` is a pronunciation of `rest` with a piece before it (`atStart`) or
 * after it, and that piece is a pronunciation of `part` when the dictionary knows the part (tur,
 * of turkey, is not a word: then any non-empty piece).
 */
function splitsInto(word: string, part: string, rest: string, atStart: boolean): boolean {
  const parts = englishPronunciations(part).map(join);
  return says(word).every((whole) =>
    says(rest).some((kept) => {
      const cut = whole.length - kept.length;
      if (cut <= 0) return false;
      const [removed, left] = atStart
        ? [whole.slice(0, cut), whole.slice(cut)]
        : [whole.slice(kept.length), whole.slice(0, kept.length)];
      return join(left) === join(kept) && (parts.length === 0 || parts.includes(join(removed)));
    }),
  );
}

describe('English Phoneme items: sounds (CMU Pronouncing Dictionary)', () => {
  it('uses only words the dictionary knows', () => {
    const all = [...items('FSM'), ...items('LSM'), ...items('DEL')];
    const words = new Set(
      all.flatMap((item) => [item.stimulus, ...item.choices.map((c) => c.word)]),
    );
    expect([...words].filter((word) => englishPronunciations(word).length === 0)).toEqual([]);
  });

  it.each([
    ['FSM', 'first', 'last'],
    ['LSM', 'last', 'first'],
  ] as const)('%s: only the answer shares the %s sound with the cue', (subtest, tested, other) => {
    for (const item of items(subtest)) {
      const cue = item.stimulus;
      const context = `${item.id} ${cue}`;
      expect(alwaysShare(cue, item.answer.word, tested), context).toBe(true);
      for (const distractor of item.distractors) {
        expect(neverShare(cue, distractor.word, tested), `${context} ${distractor.word}`).toBe(
          true,
        );
      }
      // The answer differs at the other edge, so matching the wrong end never finds it.
      expect(neverShare(cue, item.answer.word, other), context).toBe(true);
    }
  });

  it('LSM: no word ends in an r sound, which British English does not say', () => {
    const words = items('LSM').flatMap((item) => [
      item.stimulus,
      ...item.choices.map((c) => c.word),
    ]);
    const rhotic = words.filter((word) =>
      says(word).some((sounds) => RHOTIC_ENDINGS.has(sounds.at(-1) as string)),
    );
    expect(rhotic).toEqual([]);
  });

  it('DEL: taking the part or sound away from the word leaves the answer', () => {
    for (const item of items('DEL')) {
      const { stimulus: word, answer, deletion } = item;
      const context = `${item.id} ${word}`;
      if (deletion?.kind === 'first-sound') {
        expect(
          leaves(word, answer.word, (s) => s.slice(1)),
          context,
        ).toBe(true);
      } else if (deletion?.kind === 'last-sound') {
        expect(
          leaves(word, answer.word, (s) => s.slice(0, -1)),
          context,
        ).toBe(true);
      } else if (deletion?.kind === 'part') {
        const atStart = word === deletion.part + answer.word;
        expect(atStart || word === answer.word + deletion.part, `${context}: spelling`).toBe(true);
        expect(splitsInto(word, deletion.part, answer.word, atStart), context).toBe(true);
      }
      // No distractor sounds like the answer.
      for (const distractor of item.distractors) {
        const answers = says(answer.word).map(join);
        expect(
          says(distractor.word).some((s) => answers.includes(join(s))),
          context,
        ).toBe(false);
      }
    }
  });
});
