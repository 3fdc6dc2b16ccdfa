import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal.ts';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.841344746],
    [-1, 0.158655254],
    [-1.959963985, 0.025],
    [1.281551566, 0.9],
    [3, 0.998650102],
    [-4, 0.0000316712],
  ])('Phi(%d) = %d (table values)', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 7);
  });
  it('saturates without NaN', () => {
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(-40)).toBe(0);
  });
});

describe('normalQuantile', () => {
  it.each([
    [0.5, 0],
    [0.975, 1.959963985],
    [0.1, -1.281551566],
    [0.01, -2.326347874],
    [0.999, 3.090232306],
  ])('Phi^-1(%d) = %d', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 7);
  });
  it('inverts the CDF', () => {
    for (const z of [-3.2, -1.1, 0.3, 2.5]) expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, 5);
  });
  it('refuses 0 and 1', () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
