// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { phonemeSubtestStops } from './stop-rule.ts';

const answers = (pattern: string) => [...pattern].map((c) => c === '1');

describe('phonemeSubtestStops', () => {
  it('stops after three errors in a row, not after two', () => {
    expect(phonemeSubtestStops(answers('00'))).toBe(false);
    expect(phonemeSubtestStops(answers('000'))).toBe(true);
    expect(phonemeSubtestStops(answers('1101000'))).toBe(true);
    expect(phonemeSubtestStops(answers('110100'))).toBe(false);
  });

  it('from the sixth answer on, stops when two or fewer of the last six are right', () => {
    expect(phonemeSubtestStops(answers('10100'))).toBe(false); // only five answers
    expect(phonemeSubtestStops(answers('101001'))).toBe(false); // three of six right
    expect(phonemeSubtestStops(answers('100101'))).toBe(false);
    expect(phonemeSubtestStops(answers('010010'))).toBe(true); // two of six
    expect(phonemeSubtestStops(answers('1111010010'))).toBe(true); // the window slides
    expect(phonemeSubtestStops(answers('1111111111'))).toBe(false);
  });
});
