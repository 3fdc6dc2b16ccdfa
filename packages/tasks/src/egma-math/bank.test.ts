import { describe, expect, it } from 'vitest';
import { ageBandOf, EGMA_NUMBER_LINE_RANGES } from './age-band.ts';
import { allEgmaItems, egmaBank, egmaItemById } from './bank.ts';
import { egmaClipTexts } from './instructions.ts';
import { linePoint } from './items-number-line.ts';
import { reverseDigits, teenTy, writtenAsSaid } from './lures.ts';
import { EGMA_BANDS, EGMA_BLOCK_IDS, type EgmaItem, type EgmaLure } from './types.ts';

const valueOf = (label: string) => linePoint(label).value;

/** A missing-number item's cells (`__` for the blank) and its step. */
function sequenceOf(item: EgmaItem) {
  const cells = item.stimulus.split(', ');
  const known = cells.flatMap((c, i) => (c === '__' ? [] : [[i, Number(c)] as const]));
  const [[i0, v0], [i1, v1]] = known as [[number, number], [number, number]];
  const step = (v1 - v0) / (i1 - i0);
  return { cells, step, blankValue: v0 + (cells.indexOf('__') - i0) * step };
}

/** The answer recomputed from what the item shows. */
function solve(item: EgmaItem): string {
  switch (item.format) {
    case 'number-identification':
    case 'number-line-choice':
      return item.stimulus;
    case 'number-comparison':
      return String(Math.max(...item.stimulus.split(' or ').map(Number)));
    case 'missing-number':
      return String(sequenceOf(item).blankValue);
    case 'arithmetic': {
      const [a, sign, b] = item.stimulus.split(' ');
      const [x, y] = [Number(a), Number(b)];
      return String(sign === '+' ? x + y : sign === '\u2212' ? x - y : x * y);
    }
    case 'number-line-slider':
      return String(Math.round(valueOf(item.stimulus) * 1000) / 1000);
  }
}

/** Whether a lure is the error its kind names. */
function plausible(item: EgmaItem, lure: EgmaLure): boolean {
  const answer = valueOf(item.answer);
  const value = valueOf(lure.value);
  const diff = Math.abs(value - answer);
  const [a = 0, , b = 0] = item.stimulus.split(' ').map(Number);
  const onLine = item.range !== undefined && value >= item.range[0] && value <= item.range[1];
  const tenth = item.range ? (item.range[1] - item.range[0]) / 10 : 1;
  switch (lure.kind) {
    case 'digits-reversed':
      return reverseDigits(answer) === value;
    case 'teen-ty':
      return teenTy(answer) === value;
    case 'written-as-said':
      return writtenAsSaid(answer) === value;
    case 'off-by-one':
      return diff === 1;
    case 'off-by-ten':
      return diff === 10;
    case 'smaller':
      return value < answer;
    case 'count-by-one':
      return sequenceOf(item).cells.some((shown) => Math.abs(Number(shown) - value) === 1);
    case 'step-slip':
      return diff === Math.abs(sequenceOf(item).step);
    case 'wrong-operation':
      return value === (item.stimulus.includes('+') ? Math.abs(a - b) : a + b);
    case 'place-value-slip':
      // Off by ten, or a difference taken digit by digit, smaller from larger.
      return diff === 10 || value === 10 * (tens(a) - tens(b)) + Math.abs((a % 10) - (b % 10));
    case 'related-fact':
      return value === a * (b + 1) || value === a * (b - 1);
    case 'mirror':
      return onLine && Math.abs(value - (item.range![0] + item.range![1] - answer)) < 1e-9;
    case 'neighbour':
    case 'near':
      return item.range ? onLine && diff >= tenth * 0.45 : diff >= 2 && diff <= 10;
  }
}

const tens = (n: number) => Math.floor(n / 10);

describe('egma bank', () => {
  it.each(EGMA_BANDS)('%s: every block, in order, 6-10 test items easy to hard', (band) => {
    const blocks = egmaBank(band);
    expect(blocks.map((b) => b.id)).toEqual([...EGMA_BLOCK_IDS]);
    for (const block of blocks) {
      expect(block.test.length, block.id).toBeGreaterThanOrEqual(6);
      expect(block.test.length, block.id).toBeLessThanOrEqual(10);
      expect(block.maxConsecutiveErrors).toBe(3);
      const difficulties = block.test.map((i) => i.difficulty);
      expect(difficulties).toEqual([...difficulties].sort((x, y) => x - y));
      const ids = [...block.practice, ...block.test].map((i) => i.id);
      expect(new Set(ids).size, block.id).toBe(ids.length);
      for (const item of [...block.practice, ...block.test]) {
        expect(item.block).toBe(block.id);
        expect(item.format).toBe(block.format);
      }
    }
  });

  it.each(EGMA_BANDS)('%s: practice (1-2 items) only in the first block of each format', (band) => {
    const seen = new Set<string>();
    for (const block of egmaBank(band)) {
      const first = !seen.has(block.format);
      seen.add(block.format);
      if (first) expect(block.practice.length, block.id).toBeGreaterThanOrEqual(1);
      expect(block.practice.length, block.id).toBeLessThanOrEqual(first ? 2 : 0);
    }
  });

  it('keys every item with its right answer', () => {
    for (const item of allEgmaItems()) expect(solve(item), item.id).toBe(item.answer);
  });

  it('gives choice items distinct, plausible lures, never the answer and never negative', () => {
    for (const item of allEgmaItems()) {
      const values = item.lures.map((l) => l.value);
      const expected =
        item.format === 'number-comparison' ? 1 : item.format === 'number-line-slider' ? 0 : 3;
      expect(values, item.id).toHaveLength(expected);
      expect(new Set([item.answer, ...values]).size, item.id).toBe(expected + 1);
      for (const lure of item.lures) {
        expect(valueOf(lure.value), `${item.id} ${lure.value}`).toBeGreaterThanOrEqual(0);
        expect(plausible(item, lure), `${item.id} ${lure.value} ${lure.kind}`).toBe(true);
      }
      if (item.format === 'missing-number') {
        const shown = item.stimulus.split(', ');
        for (const value of values) expect(shown, item.id).not.toContain(value);
      }
    }
  });

  it('spreads the lures of an arithmetic problem over kinds of error', () => {
    const lures = egmaItemById('egma.sub2.45-17')!.lures;
    expect(lures).toContainEqual({ value: '32', kind: 'place-value-slip' });
    expect(lures).toContainEqual({ value: '62', kind: 'wrong-operation' });
    expect(egmaItemById('egma.nid.31')?.lures).toContainEqual({
      value: '13',
      kind: 'digits-reversed',
    });
    expect(egmaItemById('egma.nid.15')?.lures).toContainEqual({ value: '50', kind: 'teen-ty' });
    expect(egmaItemById('egma.add1.3-4')?.stimulus).toBe('3 + 4');
  });

  it.each(EGMA_BANDS)("%s: number lines on the band's two ranges, the smaller first", (band) => {
    for (const id of ['number-line-choice', 'number-line-slider'] as const) {
      const block = egmaBank(band).find((b) => b.id === id)!;
      const ranges = block.test.map((i) => `${i.range?.[0]}-${i.range?.[1]}`);
      const [small, large] = EGMA_NUMBER_LINE_RANGES[band].map(([a, b]) => `${a}-${b}`);
      expect(ranges.filter((r, i) => r !== ranges[i - 1])).toEqual([small, large]);
      for (const item of [...block.practice, ...block.test]) {
        const [from, to] = item.range!;
        expect(item.target).toBeGreaterThanOrEqual(from);
        expect(item.target).toBeLessThanOrEqual(to);
      }
    }
    expect(EGMA_NUMBER_LINE_RANGES.older[1]).toEqual([0, 1]);
  });

  it('finds every item of every band by its id, one item per id', () => {
    for (const band of EGMA_BANDS) {
      for (const block of egmaBank(band)) {
        for (const item of [...block.practice, ...block.test]) {
          expect(egmaItemById(item.id)).toEqual(item);
        }
      }
    }
    expect(egmaItemById('egma.nls.0-100.37')?.target).toBe(37);
    expect(egmaItemById('egma.nope')).toBeUndefined();
  });

  it('gives every spoken number and instruction a clip', () => {
    const texts = egmaClipTexts();
    for (const block of EGMA_BLOCK_IDS) expect(texts[`${block}.intro`]).toBeTruthy();
    expect(texts['number-identification.intro']).toBe(
      'Listen to the number. Tap the number you hear.',
    );
    expect(texts['addition-1.practice-intro']).toBeTruthy();
    expect(texts['multiplication.practice-intro']).toBeUndefined();
    expect(texts['egma.nid.47']).toBe('47');
    expect(texts['egma.nls.0-1.0.25']).toBe('one quarter');
    for (const item of allEgmaItems()) {
      if (item.format === 'number-identification' || item.format === 'number-line-slider') {
        expect(texts[item.id], item.id).toBeTruthy();
      }
    }
    for (const key of Object.keys(texts)) expect(key).toMatch(/^[\w.-]+$/);
  });
});

describe('ageBandOf', () => {
  it('reads the age in months first, then the grade, else middle', () => {
    expect(ageBandOf(66, '5')).toBe('young');
    expect(ageBandOf(84, null)).toBe('middle');
    expect(ageBandOf(119, null)).toBe('middle');
    expect(ageBandOf(120, 'K')).toBe('older');
    expect(ageBandOf(null, 'K')).toBe('young');
    expect(ageBandOf(null, '1')).toBe('young');
    expect(ageBandOf(null, '2')).toBe('middle');
    expect(ageBandOf(null, '4')).toBe('middle');
    expect(ageBandOf(null, '5')).toBe('older');
    expect(ageBandOf(null, null)).toBe('middle');
    expect(ageBandOf(Number.NaN, 'x')).toBe('middle');
  });
});
