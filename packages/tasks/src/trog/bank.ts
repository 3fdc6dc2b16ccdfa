import {
  above,
  atEnd,
  behind,
  beside,
  between,
  chase,
  groupBeside,
  inFront,
  many,
  on,
  onAndBeside,
  one,
  pair,
  twoBases,
  type Size,
} from './compose.ts';
import type { PictureName } from './pictures.ts';
import { syntaxDifficulty } from './rules.ts';
import {
  SYNTAX_STRUCTURES,
  type SyntaxItem,
  type SyntaxPicture,
  type SyntaxStructure,
} from './types.ts';

/**
 * The Syntax Game's sentences, written for this project (README.md): 20 blocks of 4, one
 * grammatical structure per block in rising difficulty, and 2 practice sentences. Each sentence
 * is written with its right picture first, then three foils that differ from it in what the
 * grammar decides (reversed roles, the other preposition, number, size...); the bank then puts
 * the right picture in a different place for each sentence of a block (each place 20 times).
 */

/** A sentence and its four pictures, the right one first. */
interface Written {
  sentence: string;
  pictures: readonly [SyntaxPicture, SyntaxPicture, SyntaxPicture, SyntaxPicture];
}

const other = (size: 'big' | 'small'): 'big' | 'small' => (size === 'big' ? 'small' : 'big');
/** Both of two things of a size: 'big'/'small' each. */
const sizes = (a: PictureName, b: PictureName, sa: Size, sb: Size) => pair(a, sa, b, sb);

const WRITTEN: Readonly<Record<SyntaxStructure, readonly Written[]>> = {
  adjective: (
    [
      ['dog', 'cat', 'big'],
      ['cat', 'pig', 'small'],
      ['horse', 'cow', 'big'],
      ['rabbit', 'duck', 'small'],
    ] as const
  ).map(([x, y, size]) => ({
    sentence: `The ${size} ${x}.`,
    pictures: [one(x, size), one(x, other(size)), one(y, size), one(y, other(size))],
  })),
  plural: (
    [
      ['cat', 'cats', 'dog', 3],
      ['ball', 'ball', 'apple', 1],
      ['duck', 'ducks', 'bird', 3],
      ['apple', 'apple', 'cup', 1],
    ] as const
  ).map(([x, word, y, n]) => ({
    sentence: `The ${word}.`,
    pictures: [many(x, n), many(x, 4 - n), many(y, n), many(y, 4 - n)],
  })),
  negative: (
    [
      ['cat', 'dog', 'big'],
      ['horse', 'cow', 'small'],
      ['rabbit', 'pig', 'big'],
      ['duck', 'mouse', 'small'],
    ] as const
  ).map(([x, y, size]) => ({
    sentence: `The ${x} is not ${size}.`,
    pictures: [one(x, other(size)), one(x, size), one(y, other(size)), one(y, size)],
  })),
  on: (
    [
      ['cup', 'book', 'ball'],
      ['cat', 'box', 'duck'],
      ['ball', 'chair', 'apple'],
      ['bird', 'house', 'plane'],
    ] as const
  ).map(([x, y, z]) => ({
    sentence: `The ${x} is on the ${y}.`,
    pictures: [on(x, y), on(y, x), beside(x, y), on(z, y)],
  })),
  // He: the boy; she: the girl; they: both.
  pronoun: [
    {
      sentence: 'He is big.',
      pictures: [one('boy', 'big'), one('girl', 'big'), one('boy', 'small'), one('girl', 'small')],
    },
    {
      sentence: 'She is on the box.',
      pictures: [on('girl', 'box'), on('boy', 'box'), beside('girl', 'box'), beside('boy', 'box')],
    },
    {
      sentence: 'They are big.',
      pictures: [
        pair('boy', 'big', 'girl', 'big'),
        one('boy', 'big'),
        one('girl', 'big'),
        pair('boy', 'small', 'girl', 'small'),
      ],
    },
    {
      sentence: 'She is small.',
      pictures: [one('girl', 'small'), one('boy', 'small'), one('girl', 'big'), one('boy', 'big')],
    },
  ],
  active: (
    [
      ['dog', 'cat', 'horse'],
      ['horse', 'cow', 'pig'],
      ['cat', 'mouse', 'duck'],
      ['pig', 'duck', 'dog'],
    ] as const
  ).map(([x, y, z]) => ({
    sentence: `The ${x} chases the ${y}.`,
    pictures: [chase(x, y), chase(y, x), chase(x, z), chase(z, y)],
  })),
  'front-behind': (
    [
      ['dog', 'box', 'in front of'],
      ['cat', 'chair', 'behind'],
      ['ball', 'box', 'behind'],
      ['rabbit', 'tree', 'in front of'],
    ] as const
  ).map(([x, y, where]) => {
    const [right, wrong] = where === 'behind' ? [behind, inFront] : [inFront, behind];
    return {
      sentence: `The ${x} is ${where} the ${y}.`,
      pictures: [right(x, y), wrong(x, y), beside(x, y), on(x, y)],
    };
  }),
  'above-below': (
    [
      ['star', 'heart', 'moon', 'below'],
      ['bird', 'house', 'plane', 'above'],
      ['moon', 'cloud', 'sun', 'below'],
      ['ball', 'chair', 'apple', 'above'],
    ] as const
  ).map(([x, y, z, where]) => {
    const at = (a: PictureName, b: PictureName) => (where === 'above' ? above(a, b) : above(b, a));
    const not = (a: PictureName, b: PictureName) => (where === 'above' ? above(b, a) : above(a, b));
    return {
      sentence: `The ${x} is ${where} the ${y}.`,
      pictures: [at(x, y), not(x, y), beside(x, y), at(z, y)],
    };
  }),
  comparative: (
    [
      ['cat', 'dog', 'horse', 'bigger'],
      ['pig', 'cow', 'duck', 'smaller'],
      ['apple', 'ball', 'cup', 'bigger'],
      ['mouse', 'rabbit', 'bear', 'smaller'],
    ] as const
  ).map(([x, y, z, how]) => {
    const [sx, sy]: [Size, Size] = how === 'bigger' ? ['big', 'small'] : ['small', 'big'];
    return {
      sentence: `The ${x} is ${how} than the ${y}.`,
      pictures: [
        sizes(x, y, sx, sy),
        sizes(x, y, sy, sx),
        sizes(x, y, 'mid', 'mid'),
        sizes(z, y, sx, sy),
      ],
    };
  }),
  between: (
    [
      ['star', 'heart', 'hearts', 'moon'],
      ['cat', 'dog', 'dogs', 'rabbit'],
      ['apple', 'ball', 'balls', 'cup'],
      ['duck', 'tree', 'trees', 'bird'],
    ] as const
  ).map(([x, y, ys, z]) => ({
    sentence: `The ${x} is between the ${ys}.`,
    pictures: [between(x, y), atEnd(x, y, 'left'), atEnd(x, y, 'right'), between(z, y)],
  })),
  'plural-verb': (
    [
      ['sheep', 'deer', 3],
      ['fish', 'sheep', 1],
      ['deer', 'fish', 3],
      ['sheep', 'fish', 1],
    ] as const
  ).map(([x, y, n]) => ({
    sentence: `The ${x} ${n === 1 ? 'is' : 'are'} next to the tree.`,
    pictures: [
      groupBeside(x, n, 'tree'),
      groupBeside(x, 4 - n, 'tree'),
      groupBeside(y, n, 'tree'),
      groupBeside(y, 4 - n, 'tree'),
    ],
  })),
  passive: (
    [
      ['cat', 'dog', 'horse'],
      ['cow', 'horse', 'pig'],
      ['mouse', 'cat', 'duck'],
      ['duck', 'pig', 'dog'],
    ] as const
  ).map(([x, y, z]) => ({
    sentence: `The ${x} is chased by the ${y}.`,
    pictures: [chase(y, x), chase(x, y), chase(y, z), chase(z, x)],
  })),
  'but-not': (
    [
      ['cat', 'dog', 'big'],
      ['pig', 'horse', 'small'],
      ['ball', 'apple', 'big'],
      ['rabbit', 'duck', 'small'],
    ] as const
  ).map(([x, y, size]) => ({
    sentence: `The ${x}, but not the ${y}, is ${size}.`,
    pictures: [
      sizes(x, y, size, other(size)),
      sizes(x, y, size, size),
      sizes(x, y, other(size), size),
      sizes(x, y, other(size), other(size)),
    ],
  })),
  postmodifier: (
    [
      ['cat', 'box', 'dog', 'big'],
      ['duck', 'chair', 'bird', 'small'],
      ['ball', 'box', 'apple', 'small'],
      ['rabbit', 'chair', 'cat', 'big'],
    ] as const
  ).map(([x, base, y, size]) => ({
    sentence: `The ${x} on the ${base} is ${size}.`,
    pictures: [
      onAndBeside(x, size, x, other(size), base),
      onAndBeside(x, other(size), x, size, base),
      onAndBeside(y, size, x, other(size), base),
      onAndBeside(x, other(size), y, size, base),
    ],
  })),
  'relative-subject': (
    [
      ['dog', 'cat', 'big'],
      ['horse', 'cow', 'small'],
      ['cat', 'mouse', 'big'],
      ['pig', 'duck', 'small'],
    ] as const
  ).map(([x, y, size]) => {
    const o = other(size);
    return {
      sentence: `The ${x} that chases the ${y} is ${size}.`,
      pictures: [
        chase(x, y, size, o),
        chase(x, y, o, size),
        chase(y, x, o, size),
        chase(y, x, size, o),
      ],
    };
  }),
  'not-only': (
    [
      ['cat', 'dog', 'big'],
      ['cow', 'pig', 'small'],
      ['apple', 'ball', 'big'],
      ['duck', 'rabbit', 'small'],
    ] as const
  ).map(([x, y, size]) => ({
    sentence: `Not only the ${x} but also the ${y} is ${size}.`,
    pictures: [
      sizes(x, y, size, size),
      sizes(x, y, size, other(size)),
      sizes(x, y, other(size), size),
      sizes(x, y, other(size), other(size)),
    ],
  })),
  'neither-nor': (
    [
      ['horse', 'cat', 'big'],
      ['ball', 'cup', 'small'],
      ['dog', 'pig', 'big'],
      ['rabbit', 'bear', 'small'],
    ] as const
  ).map(([x, y, size]) => ({
    sentence: `Neither the ${x} nor the ${y} is ${size}.`,
    pictures: [
      sizes(x, y, other(size), other(size)),
      sizes(x, y, size, other(size)),
      sizes(x, y, other(size), size),
      sizes(x, y, size, size),
    ],
  })),
  'relative-object': (
    [
      ['cat', 'dog', 'big'],
      ['cow', 'horse', 'small'],
      ['duck', 'pig', 'big'],
      ['mouse', 'cat', 'small'],
    ] as const
  ).map(([x, y, size]) => {
    const o = other(size);
    return {
      sentence: `The ${x} that the ${y} chases is ${size}.`,
      pictures: [
        chase(y, x, o, size),
        chase(y, x, size, o),
        chase(x, y, size, o),
        chase(x, y, o, size),
      ],
    };
  }),
  'relative-preposition': (
    [
      ['box', 'cat', 'dog', 'big'],
      ['chair', 'duck', 'cat', 'small'],
      ['box', 'ball', 'apple', 'small'],
      ['chair', 'rabbit', 'pig', 'big'],
    ] as const
  ).map(([base, x, y, size]) => {
    const right = size === 'big' ? 'on-big' : 'on-small';
    const wrong = size === 'big' ? 'on-small' : 'on-big';
    return {
      sentence: `The ${base} that the ${x} is on is ${size}.`,
      pictures: [
        twoBases(x, base, right),
        twoBases(x, base, wrong),
        twoBases(x, base, 'near-big'),
        twoBases(y, base, wrong),
      ],
    };
  }),
  'zero-anaphor': (
    [
      ['dog', 'cat', 'big'],
      ['horse', 'pig', 'small'],
      ['cat', 'duck', 'big'],
      ['cow', 'dog', 'small'],
    ] as const
  ).map(([x, y, size]) => {
    const o = other(size);
    return {
      sentence: `The ${x} chases the ${y} and is ${size}.`,
      pictures: [
        chase(x, y, size, o),
        chase(x, y, o, size),
        chase(y, x, o, size),
        chase(y, x, size, o),
      ],
    };
  }),
};

/** Practice: a noun, then a preposition (feedback after each answer). */
const PRACTICE: readonly Written[] = [
  { sentence: 'The book.', pictures: [one('book'), one('apple'), one('cup'), one('ball')] },
  {
    sentence: 'The dog is on the box.',
    pictures: [on('dog', 'box'), beside('dog', 'box'), on('cat', 'box'), on('box', 'dog')],
  },
];

/** Places the right picture at `place` (0-3), the foils in their written order around it. */
function placed(written: Written, place: number) {
  const [right, ...foils] = written.pictures;
  const pictures = [...foils];
  pictures.splice(place, 0, right);
  return { pictures, answer: String(place + 1) };
}

const build = (): { practice: SyntaxItem[]; blocks: SyntaxItem[][] } => ({
  practice: PRACTICE.map((written, i) => ({
    id: `practice-${i + 1}`,
    stage: 'practice',
    structure: 'practice',
    block: -1,
    sentence: written.sentence,
    difficulty: syntaxDifficulty(0),
    ...placed(written, i === 0 ? 2 : 0),
  })),
  blocks: SYNTAX_STRUCTURES.map((structure, block) =>
    WRITTEN[structure].map((written, i) => ({
      id: `${structure}-${i + 1}`,
      stage: 'test',
      structure,
      block,
      sentence: written.sentence,
      difficulty: syntaxDifficulty(block),
      ...placed(written, (i + block) % 4),
    })),
  ),
});

const BANK = build();

/** The practice sentences, in order. */
export const syntaxPracticeItems = (): readonly SyntaxItem[] => BANK.practice;

/** The test blocks, in order, each its four sentences. */
export const syntaxBlocks = (): readonly (readonly SyntaxItem[])[] => BANK.blocks;

/** The run's test sentences in order: the first `blocks` blocks, the first `itemsPerBlock` of each. */
export function syntaxTestList(blocks?: number, itemsPerBlock?: number): SyntaxItem[] {
  return BANK.blocks
    .slice(0, blocks ?? BANK.blocks.length)
    .flatMap((b) => b.slice(0, itemsPerBlock ?? b.length));
}

const BY_ID = new Map([...BANK.practice, ...BANK.blocks.flat()].map((item) => [item.id, item]));

/** An item by its id (practice or test); undefined when there is none. */
export const syntaxItemById = (id: string): SyntaxItem | undefined => BY_ID.get(id);

/** Every item, practice first. */
export const allSyntaxItems = (): readonly SyntaxItem[] => [...BY_ID.values()];
