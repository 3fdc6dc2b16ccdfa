import { describe, expect, it } from 'vitest';
import { CORE_MATH_ITEMS, coreMathItem } from './bank.ts';
import {
  coreMathKey,
  judgeCoreMathResponse,
  numberLineTolerance,
  parseFraction,
  parseNumber,
} from './judge.ts';
import type { CoreMathItem } from './types.ts';

const item = (id: string): CoreMathItem => {
  const found = coreMathItem(id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
const judge = (id: string, response: string | null) => judgeCoreMathResponse(item(id), response);

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['0,5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['-4', -4],
    ['−4', -4],
    ['+3', 3],
    ['-0.05', -0.05],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '1e3', '0x10', '1.2.3', '1,2,3', '1 000', '--4', '½', 'Infinity', '.'])(
    'rejects %j',
    (text) => {
      expect(parseNumber(text)).toBeNull();
    },
  );
});

describe('parseFraction', () => {
  it.each([
    ['5/6', { n: 5, d: 6 }],
    [' 10 / 12 ', { n: 10, d: 12 }],
    ['-1/4', { n: -1, d: 4 }],
    ['1/-4', { n: -1, d: 4 }],
    ['−3/4', { n: -3, d: 4 }],
  ])('reads %j', (text, value) => {
    expect(parseFraction(text)).toEqual(value);
  });

  it.each(['5', '5/0', '/6', '5/', '1.5/3', 'a/b', '1/2/3', ''])('rejects %j', (text) => {
    expect(parseFraction(text)).toBeNull();
  });
});

describe('judgeCoreMathResponse', () => {
  it('accepts a choice item only by its correct option value', () => {
    expect(judge('nk-0-1', '3')).toBe(true);
    expect(judge('nk-0-1', '2')).toBe(false);
    expect(judge('nk-0-1', ' 3')).toBe(false);
    expect(judge('ge-0-1', 'triangle')).toBe(true);
    expect(judge('ge-0-1', 'triángulo')).toBe(false);
    expect(judge('nk-8-5', '3.6e-3')).toBe(true);
    expect(judge('nk-8-5', '0.0036')).toBe(false);
  });

  it('compares typed numbers numerically, with a point or a comma', () => {
    expect(judge('ar-5-2', '4.75')).toBe(true);
    expect(judge('ar-5-2', '4,75')).toBe(true);
    expect(judge('ar-5-2', '4.750')).toBe(true);
    expect(judge('ar-5-2', '4.7')).toBe(false);
    expect(judge('nk-8-6', '.5')).toBe(true);
    expect(judge('nk-8-6', '0,5')).toBe(true);
    expect(judge('nk-8-6', '1/2')).toBe(false);
    expect(judge('ar-7-1', '-5')).toBe(true);
    expect(judge('ar-7-1', '−5')).toBe(true);
    expect(judge('ar-7-1', '5')).toBe(false);
    expect(judge('ar-6-2', '3')).toBe(true);
    expect(judge('ar-6-2', '3.0')).toBe(true);
    expect(judge('ge-8-5', '62.8')).toBe(true);
    expect(judge('ge-8-5', '62,80')).toBe(true);
  });

  it('accepts a number-line placement within 5% of the line', () => {
    const line = item('nk-2-2');
    if (line.format !== 'number-line') throw new Error('nk-2-2 is a number-line item');
    expect(numberLineTolerance(line)).toBe(5);
    expect(judge('nk-2-2', '70')).toBe(true);
    expect(judge('nk-2-2', '65')).toBe(true);
    expect(judge('nk-2-2', '75')).toBe(true);
    expect(judge('nk-2-2', '64.9')).toBe(false);
    expect(judge('nk-2-2', '75.1')).toBe(false);
    expect(judge('rn-3-3', '0.78')).toBe(true);
    expect(judge('rn-3-3', '0,72')).toBe(true);
    expect(judge('rn-3-3', '0.81')).toBe(false);
    expect(judge('rn-3-3', '3/4')).toBe(false);
    expect(judge('nk-6-2', '-4.9')).toBe(true);
    expect(judge('nk-6-2', '4')).toBe(false);
    // Off the line is never right, however close.
    expect(judge('nk-1-4', '21')).toBe(false);
  });

  it('accepts equivalent fractions unless the item asks for simplest form', () => {
    expect(judge('rn-3-1', '5/6')).toBe(true);
    expect(judge('rn-3-1', '10/12')).toBe(true);
    expect(judge('rn-3-1', '6/5')).toBe(false);
    expect(judge('rn-4-4', '12/10')).toBe(true);
    expect(judge('rn-5-1', '3/4')).toBe(true);
    expect(judge('rn-5-1', '6/8')).toBe(false);
    expect(judge('rn-5-1', '-3/-4')).toBe(true);
    expect(judge('rn-5-1', '0.75')).toBe(false);
    expect(judge('rn-8-5', '6/36')).toBe(true);
  });

  it('says wrong, never throws, for anything that does not parse', () => {
    const junk = [null, '', ' ', 'abc', '∞', '1/0', '0/0', '1e400', 'NaN', '{}', '9'.repeat(400)];
    for (const each of CORE_MATH_ITEMS) {
      for (const response of junk) {
        expect(judgeCoreMathResponse(each, response), `${each.id} ${response}`).toBe(false);
      }
      expect(judgeCoreMathResponse(each, coreMathKey(each)), each.id).toBe(true);
    }
  });
});
