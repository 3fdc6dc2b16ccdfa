import { describe, expect, it } from 'vitest';
import { formatPercentile } from './score-display.ts';

describe('formatPercentile', () => {
  it('shows whole numbers 1-99 and the open ends', () => {
    expect(formatPercentile(0.4)).toBe('<1');
    expect(formatPercentile(1)).toBe('1');
    expect(formatPercentile(42.6)).toBe('43');
    expect(formatPercentile(99)).toBe('99');
    expect(formatPercentile(99.5)).toBe('>99');
    expect(formatPercentile(null)).toBe('');
    expect(formatPercentile(undefined)).toBe('');
  });
});
