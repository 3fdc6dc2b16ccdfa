import { NUMBER_WORDS, shapeWord } from './cards.ts';
import type { Card, Dimension, SameDifferentItem } from './types.ts';

/**
 * The hint said after a wrong practice answer (the screen shows the right answer meanwhile): it
 * names the dimension that decides and what the cards show on it, so the child learns where to
 * look. Practice items only: the test gives no feedback.
 */

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
const shapes = (count: number) =>
  `${NUMBER_WORDS[count as Card['count']]} ${shapeWord('shape', count)}`;

/** What one card is on a dimension, as in 'one is ...'. */
function isWhat(card: Card, dimension: Dimension): string {
  switch (dimension) {
    case 'shape':
      return article(card.shape);
    case 'colour':
      return card.colour;
    case 'size':
      return card.size;
    case 'number':
      return shapes(card.count);
  }
}

const NAMES: Readonly<Record<Dimension, string>> = {
  shape: 'shape',
  colour: 'color',
  size: 'size',
  number: 'number of shapes',
};

function pairHint(item: SameDifferentItem): string {
  const [a, b] = item.cards as [Card, Card];
  const d = item.dimension;
  const name = NAMES[d];
  if (item.answer === 'same') {
    const both =
      d === 'shape'
        ? `Both are ${shapeWord(a.shape, 2)}`
        : d === 'number'
          ? `Both cards have ${shapes(a.count)}`
          : `Both are ${isWhat(a, d)}`;
    return `Look at the ${name}. ${both}, so the answer is Same.`;
  }
  const has = d === 'number' ? 'has' : 'is';
  return `Look at the ${name}. One ${has} ${isWhat(a, d)} and one ${has} ${isWhat(b, d)}, so the answer is Different.`;
}

/** The cards the key selects. */
const keyCards = (item: SameDifferentItem) =>
  item.answer.split('-').map((i) => item.cards[Number(i)]!);

function setHint(item: SameDifferentItem): string {
  const d = item.dimension;
  const [card] = keyCards(item) as [Card];
  if (item.kind === 'match') {
    const both =
      d === 'shape'
        ? `They are both ${shapeWord(card.shape, 2)}`
        : d === 'number'
          ? `They both have ${shapes(card.count)}`
          : `They are both ${isWhat(card, d)}`;
    return `These two match. ${both}.`;
  }
  const only =
    d === 'shape'
      ? `the only ${card.shape}`
      : d === 'number'
        ? `the only card with ${shapes(card.count)}`
        : `the only ${isWhat(card, d)} one`;
  return `This one is different. It is ${only}.`;
}

/** The hint of a practice item. */
export const hintOf = (item: SameDifferentItem): string =>
  item.kind === 'same-different' ? pairHint(item) : setHint(item);

/** Clip key of an item's hint. */
export const hintClip = (itemId: string) => `hint.${itemId}`;
