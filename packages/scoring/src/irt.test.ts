import { describe, expect, it } from 'vitest';
import {
  assertItemParams,
  itemInformation,
  probability,
  probabilityDerivative,
  probabilitySecondDerivative,
  responseCurve,
  standardError,
  testInformation,
} from './irt.ts';

const rasch = { a: 1, b: 0, c: 0, d: 1 };
// At theta = b: P = c + (d - c) / 2, P' = a (d - c) / 4, I = P'^2 / (P (1 - P)); worked by hand.
const fourPl = { a: 1.5, b: 0.5, c: 0.25, d: 0.95 };

describe('probability', () => {
  it('is one half for a Rasch item at its difficulty', () => {
    expect(probability(rasch, 0)).toBe(0.5);
  });
  it('is midway between the asymptotes at theta = b', () => {
    expect(probability(fourPl, 0.5)).toBeCloseTo(0.6, 12);
  });
  it('approaches c far below and d far above the difficulty', () => {
    expect(probability(fourPl, -40)).toBeCloseTo(0.25, 12);
    expect(probability(fourPl, 40)).toBeCloseTo(0.95, 12);
    expect(probability({ a: 3, b: 0, c: 0, d: 1 }, -400)).toBe(0);
  });
  it('matches a golden value off the difficulty', () => {
    // 0.25 + 0.7 / (1 + e^0.75)
    expect(probability(fourPl, 0)).toBeCloseTo(0.474574910577, 10);
  });
});

describe('probabilityDerivative', () => {
  it('is a (d - c) / 4 at theta = b', () => {
    expect(probabilityDerivative(fourPl, 0.5)).toBeCloseTo(0.2625, 12);
  });
  it('agrees with a central difference', () => {
    for (const theta of [-2, 0, 1.3, 3]) {
      const h = 1e-6;
      const numeric = (probability(fourPl, theta + h) - probability(fourPl, theta - h)) / (2 * h);
      expect(probabilityDerivative(fourPl, theta)).toBeCloseTo(numeric, 7);
    }
  });
});

describe('probabilitySecondDerivative', () => {
  it('is zero at theta = b and agrees with a central difference elsewhere', () => {
    expect(probabilitySecondDerivative(fourPl, 0.5)).toBeCloseTo(0, 12);
    for (const theta of [-2, 0, 1.3, 3]) {
      const h = 1e-5;
      const numeric =
        (probabilityDerivative(fourPl, theta + h) - probabilityDerivative(fourPl, theta - h)) /
        (2 * h);
      expect(probabilitySecondDerivative(fourPl, theta)).toBeCloseTo(numeric, 7);
    }
  });
});

describe('responseCurve', () => {
  it("returns P, P' and P'' from one evaluation", () => {
    for (const theta of [-1, 0.5, 2]) {
      expect(responseCurve(fourPl, theta).p).toBeCloseTo(probability(fourPl, theta), 14);
      expect(responseCurve(fourPl, theta).dp).toBeCloseTo(probabilityDerivative(fourPl, theta), 14);
      expect(responseCurve(fourPl, theta).d2p).toBeCloseTo(
        probabilitySecondDerivative(fourPl, theta),
        14,
      );
    }
  });
});

describe('itemInformation', () => {
  it('is 1/4 for a Rasch item at its difficulty', () => {
    expect(itemInformation(rasch, 0)).toBeCloseTo(0.25, 12);
  });
  it('follows the 4PL formula (golden values)', () => {
    expect(itemInformation(fourPl, 0.5)).toBeCloseTo(0.287109375, 12);
    expect(itemInformation(fourPl, 0)).toBeCloseTo(0.2099217901457, 10);
    expect(itemInformation(fourPl, 2)).toBeCloseTo(0.0795524615535, 10);
  });
  it('scales with a^2 for a 2PL item', () => {
    expect(itemInformation({ a: 2, b: 1, c: 0, d: 1 }, 1)).toBeCloseTo(1, 12);
  });
  it('is zero, not NaN, where the probability saturates', () => {
    expect(itemInformation({ a: 4, b: 0, c: 0, d: 1 }, 300)).toBe(0);
  });
});

describe('testInformation and standardError', () => {
  it('add item informations and take 1 / sqrt of the sum', () => {
    const items = [rasch, rasch, rasch, rasch];
    expect(testInformation(items, 0)).toBeCloseTo(1, 12);
    expect(standardError(items, 0)).toBeCloseTo(1, 12);
    expect(standardError([{ a: 2, b: 0, c: 0, d: 1 }], 0)).toBeCloseTo(1, 12);
  });
  it('is infinite without information', () => {
    expect(standardError([], 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('assertItemParams', () => {
  it('accepts a proper item and refuses broken ones', () => {
    expect(() => assertItemParams(fourPl)).not.toThrow();
    expect(() => assertItemParams({ ...fourPl, a: 0 })).toThrow(RangeError);
    expect(() => assertItemParams({ ...fourPl, c: 0.96 })).toThrow(RangeError);
    expect(() => assertItemParams({ ...fourPl, d: 1.1 })).toThrow(RangeError);
    expect(() => assertItemParams({ ...fourPl, b: Number.NaN })).toThrow(RangeError);
  });
});
