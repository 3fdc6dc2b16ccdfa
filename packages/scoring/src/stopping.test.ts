import { describe, expect, it } from 'vitest';
import { stopReason } from './stopping.ts';

const rule = { maxItems: 84, seThreshold: 0.25, minItems: 30 };

describe('stopReason', () => {
  it.each([
    [{ itemCount: 0, se: Number.POSITIVE_INFINITY }, null],
    [{ itemCount: 29, se: 0.2 }, null],
    [{ itemCount: 30, se: 0.25 }, 'se-threshold'],
    [{ itemCount: 45, se: 0.26 }, null],
    [{ itemCount: 84, se: 0.4 }, 'max-items'],
    [{ itemCount: 84, se: 0.1 }, 'max-items'],
  ])('%o -> %s', (progress, reason) => {
    expect(stopReason(progress, rule)).toBe(reason);
  });

  it('stops only at the limit without an SE rule', () => {
    expect(stopReason({ itemCount: 83, se: 0.01 }, { maxItems: 84 })).toBeNull();
    expect(stopReason({ itemCount: 84, se: 1 }, { maxItems: 84 })).toBe('max-items');
  });

  it('never stops on SE before the first item', () => {
    expect(stopReason({ itemCount: 0, se: 0 }, { maxItems: 10, seThreshold: 0.3 })).toBeNull();
  });

  it('refuses a broken limit', () => {
    expect(() => stopReason({ itemCount: 0, se: 1 }, { maxItems: 0 })).toThrow(RangeError);
  });
});
