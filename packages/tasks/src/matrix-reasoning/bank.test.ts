// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matrixItemById, matrixPracticeItems, matrixTestItems, matrixTestList } from './bank.ts';
import { cellKey, seenRotation } from './cells.ts';
import { generateItem, ruleDifficulty, ruleTemplates } from './generate.ts';
import {
  MATRIX_ATTRIBUTES,
  MATRIX_COLOURS,
  MATRIX_PARTS,
  MATRIX_SHAPES,
  ORIENTED_SHAPES,
  type MatrixItem,
} from './types.ts';
import { consistentOptions, itemProblems, optionCues } from './validate.ts';

const all = [...matrixPracticeItems(), ...matrixTestItems()];
const differences = (item: MatrixItem, i: number) =>
  MATRIX_ATTRIBUTES.filter((a) => item.options[i]!.cell[a] !== item.options[0]!.cell[a]);

describe('the item bank', () => {
  it('has at least 60 test items and two practice items, with stable ids', () => {
    const test = matrixTestItems();
    expect(test.length).toBeGreaterThanOrEqual(60);
    expect(test).toHaveLength(67);
    expect(test.map((i) => i.id)).toEqual(
      test.map((_, n) => `mx-${String(n + 1).padStart(3, '0')}`),
    );
    expect(matrixPracticeItems().map((i) => i.id)).toEqual(['mx-p01', 'mx-p02']);
    for (const item of all) expect(matrixItemById(item.id)).toBe(item);
    expect(matrixItemById('mx-999')).toBeUndefined();
  });

  it('is the same bank on every build (a change of generator must change the version)', () => {
    const fingerprint = ['mx-p01', 'mx-001', 'mx-020', 'mx-041', 'mx-067'].map(
      (id) => matrixItemById(id)!.answer,
    );
    expect(fingerprint).toEqual([
      'circle.black.4.0.centre',
      'arrow.black.4.0.centre',
      'moon.white.2.0.centre',
      'heart.white.4.0.centre',
      'heart.blue.1.180.bottom-right',
    ]);
    const again = generateItem('mx-x', 'test', matrixTestItems()[30]!.rules, 'a seed');
    expect(generateItem('mx-x', 'test', again.rules, 'a seed')).toEqual(again);
  });

  it.each(all.map((item) => [item.id, item] as const))(
    '%s: one option, the answer, completes the grid by its rules; no other reading',
    (_id, item) => {
      expect(itemProblems(item)).toEqual([]);
      expect(consistentOptions(item).map((o) => o.key)).toEqual([item.answer]);
      expect(item.options[0]!.key).toBe(item.answer);
      expect(new Set(item.options.map((o) => o.key)).size).toBe(4);
      // The lures are (a2, b1), (a1, b2) and (a2, b2): A varies by a rule of the item; B too
      // when it has two or more rules, else B is an attribute the matrix keeps constant.
      const [a, b] = [differences(item, 1), differences(item, 2)];
      expect(a).toHaveLength(1);
      expect(b).toHaveLength(1);
      expect(differences(item, 3)).toEqual(
        MATRIX_ATTRIBUTES.filter((x) => [a[0], b[0]].includes(x)),
      );
      expect(item.rules[a[0]!]).not.toBe('constant');
      expect(item.rules[b[0]!] !== 'constant').toBe(item.ruleCount >= 2);
    },
  );

  it.each(all.map((item) => [item.id, item] as const))(
    '%s: no option-only strategy finds the answer',
    (_id, item) => {
      // What each option shows, attribute by attribute: its key (shape, colour, count, the turn as
      // seen, position).
      const shown = item.options.map((o) => o.key.split('.'));
      const at = item.options.findIndex((o) => o.key === item.answer);
      // For each option, the attribute values it shares with the other three.
      const shared = shown.map((mine, i) =>
        shown
          .filter((_, j) => j !== i)
          .reduce((n, other) => n + other.filter((v, k) => v === mine[k]).length, 0),
      );
      const lures = shared.filter((_, i) => i !== at);
      // The answer is not alone with the most shared (the majority cue), nor with the fewest.
      expect(lures.some((n) => n >= shared[at]!)).toBe(true);
      expect(lures.some((n) => n <= shared[at]!)).toBe(true);
      // Two attributes vary over the options; each value of the answer in them is in exactly two
      // options (so is every other value), and the other attributes are alike in all four.
      const varying = MATRIX_ATTRIBUTES.filter((_, k) => new Set(shown.map((s) => s[k])).size > 1);
      expect(varying).toHaveLength(2);
      MATRIX_ATTRIBUTES.forEach((attribute, k) => {
        const holders = (value: string) => shown.filter((s) => s[k] === value).length;
        const expected = varying.includes(attribute) ? 2 : 4;
        expect(holders(shown[at]![k]!)).toBe(expected);
        for (const s of shown) expect(holders(s[k]!)).toBe(expected);
      });
      expect(optionCues(item)).toEqual([]);
    },
  );

  it('grows in difficulty with the number and kind of rules', () => {
    const test = matrixTestItems();
    const b = test.map((i) => i.difficulty);
    expect(b).toEqual([...b].sort((x, y) => x - y));
    expect(test.map((i) => i.ruleCount)).toEqual(test.map((i) => i.ruleCount).sort());
    expect(new Set(test.map((i) => i.part))).toEqual(new Set(MATRIX_PARTS));
    expect(new Set(test.map((i) => i.ruleCount))).toEqual(new Set([1, 2, 3, 4]));
    // Each varying rule kind of each attribute is in the bank.
    for (const attribute of MATRIX_ATTRIBUTES) {
      const kinds = new Set(test.map((i) => i.rules[attribute]));
      expect(kinds.has('distribution')).toBe(true);
      if (['count', 'rotation', 'position'].includes(attribute))
        expect(kinds.has('progression')).toBe(true);
    }
  });

  it('documents its provisional difficulty formula', () => {
    const rules = ruleTemplates();
    expect(rules).toHaveLength(8 + 21 + 22 + 8);
    const one = rules.find((r) => r.count === 'progression' && r.shape === 'constant')!;
    expect(ruleDifficulty(one)).toBe(-2.2);
    const three = {
      ...one,
      shape: 'distribution',
      rotation: 'distribution',
      count: 'constant',
      position: 'distribution',
    } as const;
    // -3 + 1.2 + (1.2 + 0.4) x 2 + 2 x 0.2
    expect(ruleDifficulty(three)).toBe(1.8);
  });

  it('uses every shape and colour, and turns only shapes whose turn shows', () => {
    const cells = all.flatMap((i) => [...i.cells, ...i.options.map((o) => o.cell)]);
    expect(new Set(cells.map((c) => c.shape))).toEqual(new Set(MATRIX_SHAPES));
    expect(new Set(cells.map((c) => c.colour))).toEqual(new Set(MATRIX_COLOURS));
    for (const cell of cells) {
      if (cell.rotation !== 0) expect(ORIENTED_SHAPES).toContain(cell.shape);
      if (cell.position !== 'centre' && !cell.count) throw new Error('no count');
    }
    expect(seenRotation('square', 90)).toBe(0);
    expect(seenRotation('circle', 45)).toBe(0);
    expect(seenRotation('arrow', 270)).toBe(270);
  });

  it('catches a broken item', () => {
    const item = matrixItemById('mx-030')!;
    const twin = {
      ...item,
      options: [item.options[0]!, item.options[0]!, ...item.options.slice(2)],
    };
    expect(itemProblems(twin)).toContain('two options look the same');
    // Near misses only (the old lures: each the answer with one change) give the answer away as
    // the option most like the others.
    const answer = item.options[0]!;
    const colour = answer.cell.colour === 'black' ? 'white' : 'black';
    const recoloured = { ...answer.cell, colour } as const;
    const nearMisses = {
      ...item,
      options: [...item.options.slice(0, 3), { key: cellKey(recoloured), cell: recoloured }],
    };
    expect(itemProblems(nearMisses)).toContain('the answer shares the most');
    expect(itemProblems(nearMisses)).toContain("the options' colour is not two and two");
    // A row holding one value twice no longer follows a distribution of three.
    const cells = item.cells.map((cell, i) => (i === 4 ? item.cells[3]! : cell));
    expect(itemProblems({ ...item, cells })).toContain('0 options follow the rules');
    // Swapping two cells of a row keeps the rules: it is still a valid item.
    const swapped = [item.cells[1]!, item.cells[0]!, ...item.cells.slice(2)];
    expect(itemProblems({ ...item, cells: swapped })).toEqual([]);
  });

  it('spreads a run of numTrials items over the difficulty range', () => {
    const ids = (n?: number) => matrixTestList(n).map((i) => i.id);
    const standard = ids();
    expect(standard).toHaveLength(30);
    expect(standard[0]).toBe('mx-001');
    expect(standard.at(-1)).toBe('mx-067');
    expect(new Set(standard).size).toBe(30);
    expect(standard).toEqual([...standard].sort());
    expect(ids(1)).toEqual(['mx-001']);
    expect(ids(3)).toEqual(['mx-001', 'mx-034', 'mx-067']);
    expect(ids(120)).toEqual(matrixTestItems().map((i) => i.id));
  });
});
