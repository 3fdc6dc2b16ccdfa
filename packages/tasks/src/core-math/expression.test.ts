import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import { displayExpression, evaluate, isTerminating, rational, toNumber } from './expression.ts';

describe('evaluate', () => {
  it.each([
    ['3 + 2', 5, 1],
    ['15 − 7', 8, 1],
    ['2 + 3 × 4', 14, 1],
    ['(2 + 3) × 4', 20, 1],
    ['20 − (3 + 5) × 2', 4, 1],
    ['2^3^2', 512, 1],
    ['−3^2', -9, 1],
    ['(−3)^2', 9, 1],
    ['3^(−2)', 1, 9],
    ['2/3 ÷ 4/5', 5, 6],
    ['12 / 3 / 2', 2, 1],
    ['3 × 2/5', 6, 5],
    ['−3/4 + 1/2', -1, 4],
    ['0.1 + 0.2', 3, 10],
    ['4.5 × 10^4', 45000, 1],
    ['sqrt((4 − 1)^2 + (6 − 2)^2)', 5, 1],
    ['sqrt(9/16)', 3, 4],
    ['max(0.7, 0.65, 0.608)', 7, 10],
    ['min(−0.5, −5)', -5, 1],
    ['gcd(12, 18) + lcm(4, 6)', 18, 1],
    ['floor(47 ÷ 10) + ceil(40 ÷ 6)', 11, 1],
    ['median(3, 9, 4, 7, 5)', 5, 1],
    ['median(1, 2, 3, 4)', 5, 2],
    ['abs(−7)', 7, 1],
  ])('%s = %i/%i', (text, n, d) => {
    expect(evaluate(text)).toEqual({ n, d });
  });

  it.each(['sqrt(2)', '1 ÷ 0', '2 +', '2 # 3', 'pi', '(1 + 2', '2^(1/2)'])('rejects %s', (text) => {
    expect(() => evaluate(text)).toThrow();
  });

  it('converts and classifies values', () => {
    expect(toNumber(evaluate('3.5 + 1.25'))).toBe(4.75);
    expect(toNumber(evaluate('6 − 2.4'))).toBe(3.6);
    expect(isTerminating(rational(3, 8))).toBe(true);
    expect(isTerminating(rational(1, 3))).toBe(false);
  });
});

describe('displayExpression', () => {
  const show = (text: string, language: 'en' | 'es') =>
    displayExpression(text, (n) => formatNumber(n, language));

  it('writes powers, roots and minus signs as a child reads them', () => {
    expect(show('2^3 + 3^2', 'en')).toBe('2³ + 3²');
    expect(show('(3 × 10^4) × (2 × 10^3)', 'en')).toBe('(3 × 10⁴) × (2 × 10³)');
    expect(show('10^(−3)', 'en')).toBe('10⁻³');
    expect(show('sqrt(64) + sqrt(36)', 'en')).toBe('√64 + √36');
    expect(show('5 - (-7)', 'en')).toBe('5 − (−7)');
    expect(show('2/3 ÷ 4/5', 'es')).toBe('2/3 ÷ 4/5');
  });

  it('groups large numbers by language', () => {
    expect(show('4000 + 300 + 5', 'en')).toBe('4,000 + 300 + 5');
    expect(show('4000 + 300 + 5', 'es')).toBe('4000 + 300 + 5');
    expect(show('27315 − 12.5', 'es')).toBe('27\u00a0315 − 12.5');
  });
});

describe('formatNumber', () => {
  it.each([
    [0.5, 'en', '0.5'],
    [0.5, 'es', '0.5'],
    [-8, 'en', '−8'],
    [4305, 'en', '4,305'],
    [4305, 'es', '4305'],
    [45000, 'es', '45\u00a0000'],
    [1234567.25, 'en', '1,234,567.25'],
    [0.1 + 0.2, 'en', '0.3'],
  ] as const)('%s in %s is %s', (value, language, text) => {
    expect(formatNumber(value, language)).toBe(text);
  });
});
