import { COLOURS, SHAPES, SIZES, type Card, type Colour, type Count, type Shape } from './types.ts';

/**
 * Cards in words and in short codes. Pure: the figure, the speech texts, the trial data and the
 * item ids all read it.
 */

const SHAPE_CODES: Readonly<Record<Shape, string>> = {
  circle: 'c',
  square: 's',
  triangle: 't',
  star: 'r',
};
const COLOUR_CODES: Readonly<Record<Colour, string>> = {
  black: 'k',
  blue: 'b',
  orange: 'o',
  yellow: 'y',
};

/** A card in four characters (shape, colour, size S/B, count): 'cbB2' is two big blue circles. */
export const cardCode = (card: Card): string =>
  `${SHAPE_CODES[card.shape]}${COLOUR_CODES[card.colour]}${card.size === 'big' ? 'B' : 'S'}${card.count}`;

/** The card a code names; null for anything else. */
export function parseCardCode(code: string): Card | null {
  const match = /^([a-z])([a-z])([SB])([1-3])$/.exec(code);
  if (!match) return null;
  const shape = SHAPES.find((s) => SHAPE_CODES[s] === match[1]);
  const colour = COLOURS.find((c) => COLOUR_CODES[c] === match[2]);
  if (!shape || !colour) return null;
  return {
    shape,
    colour,
    size: SIZES[match[3] === 'B' ? 1 : 0]!,
    count: Number(match[4]) as Count,
  };
}

/** Number words: the texts are spoken by espeak-ng and read by children. */
export const NUMBER_WORDS: Readonly<Record<Count, string>> = { 1: 'one', 2: 'two', 3: 'three' };

/** A noun (a shape's name), plural when there are several. */
export const shapeWord = (noun: string, count: number): string => (count === 1 ? noun : `${noun}s`);

/** A card in words, as a child would say it: 'two big blue circles', 'one small black star'. */
export const describeCard = (card: Card): string =>
  `${NUMBER_WORDS[card.count]} ${card.size} ${card.colour} ${shapeWord(card.shape, card.count)}`;

/**
 * Fills of the colours, the same in both themes (the card is white paper). Relative luminance
 * black 0.01, blue 0.17, orange 0.40, yellow 0.77: each at least 1.8:1 from the next, so the
 * colours differ in lightness as well as hue.
 */
export const CARD_FILLS: Readonly<Record<Colour, string>> = {
  black: '#1f1f1f',
  blue: '#2e6fdc',
  orange: '#f39200',
  yellow: '#ffe34a',
};
