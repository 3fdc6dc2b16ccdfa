import { DIMENSIONS, valueOf, type Card, type SameDifferentItem } from './types.ts';

/**
 * What makes an answer right, from the cards alone: used to build the bank (every key is checked
 * against it) and by its tests. Judging a run compares a response with the item's key only.
 */

/** A phase-2 response: the selected card indices in ascending order joined by '-' ('0-2'). */
export const selectionResponse = (indices: readonly number[]): string =>
  [...indices].sort((a, b) => a - b).join('-');

/** How many cards hold each value of a dimension. */
function tally(cards: readonly Card[], dimension: (typeof DIMENSIONS)[number]) {
  const counts = new Map<string | number, number>();
  for (const card of cards) {
    const value = valueOf(card, dimension);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * Pairs that match: on some dimension the two share a value no other card has. A dimension where
 * every card is the same, or every card differs, gives none; two pairs on one dimension give two.
 */
export function matchingPairs(cards: readonly Card[]): string[] {
  const pairs = new Set<string>();
  for (const dimension of DIMENSIONS) {
    const counts = tally(cards, dimension);
    for (let i = 0; i < cards.length; i += 1) {
      for (let j = i + 1; j < cards.length; j += 1) {
        const value = valueOf(cards[i]!, dimension);
        if (value === valueOf(cards[j]!, dimension) && counts.get(value) === 2) {
          pairs.add(selectionResponse([i, j]));
        }
      }
    }
  }
  return [...pairs].sort();
}

/** Cards that are the odd one out: on some dimension every other card shares one other value. */
export function oddCards(cards: readonly Card[]): string[] {
  const odd = new Set<string>();
  for (const dimension of DIMENSIONS) {
    const counts = tally(cards, dimension);
    if (counts.size !== 2) continue;
    cards.forEach((card, i) => {
      if (counts.get(valueOf(card, dimension)) === 1 && cards.length > 2) {
        odd.add(String(i));
      }
    });
  }
  return [...odd].sort();
}

/** Every response the rules accept for an item (the bank keeps items with exactly one). */
export function rightResponses(item: Pick<SameDifferentItem, 'kind' | 'cards' | 'dimension'>) {
  if (item.kind === 'same-different') {
    const [a, b] = item.cards;
    return [valueOf(a!, item.dimension) === valueOf(b!, item.dimension) ? 'same' : 'different'];
  }
  return item.kind === 'match' ? matchingPairs(item.cards) : oddCards(item.cards);
}

/** Whether a response is the item's key (a missing or malformed response is wrong). */
export const isRight = (item: SameDifferentItem, response: string | null): boolean =>
  response !== null && response === item.answer;

/** Every response of the item's form: 'same' and 'different', or each selection of its size. */
export function possibleResponses(item: SameDifferentItem): string[] {
  if (item.selections === null) return ['same', 'different'];
  const n = item.cards.length;
  if (item.selections === 1) return Array.from({ length: n }, (_, i) => String(i));
  const pairs: string[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) pairs.push(selectionResponse([i, j]));
  }
  return pairs;
}
