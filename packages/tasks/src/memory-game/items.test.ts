import { describe, expect, it } from 'vitest';
import {
  memoryItemId,
  memoryKey,
  memoryResponse,
  memorySequence,
  parseMemoryItemId,
  type MemoryItem,
} from './items.ts';

const item = (over: Partial<MemoryItem> = {}): MemoryItem => ({
  phase: 'forward',
  practice: false,
  index: 4,
  length: 3,
  grid: 4,
  ...over,
});

describe('Memory Game sequences', () => {
  it('spells the place in the id, and reads it back', () => {
    expect(memoryItemId(item())).toBe('forward.04.L3.g4');
    expect(
      memoryItemId(item({ phase: 'backward', practice: true, index: 1, length: 2, grid: 9 })),
    ).toBe('backward.p01.L2.g9');
    for (const id of ['forward.04.L3.g4', 'backward.p01.L2.g9', 'backward.20.L8.g4']) {
      expect(memoryItemId(parseMemoryItemId(id)!)).toBe(id);
    }
  });

  it('reads no other spelling', () => {
    for (const id of [
      'forward.4.L3.g4',
      'forward.04.L03.g4',
      'forward.04.L3.g5',
      'sideways.04.L3.g4',
      'forward.04.L0.g4',
      'forward.04.L3.g4 ',
      '',
      null,
    ]) {
      expect(parseMemoryItemId(id)).toBeNull();
    }
  });

  it('gives the same squares for the same seed and place, others for another', () => {
    expect(memorySequence('s', item())).toEqual(memorySequence('s', item()));
    const many = (seed: string) =>
      Array.from({ length: 10 }, (_, index) => memorySequence(seed, item({ index, grid: 9 })));
    expect(many('s')).not.toEqual(many('t'));
  });

  it('never repeats a square while the sequence fits the board', () => {
    for (const grid of [4, 9] as const) {
      for (let length = 1; length <= grid; length += 1) {
        for (let index = 0; index < 10; index += 1) {
          const squares = memorySequence('r', item({ grid, length, index }));
          expect(squares).toHaveLength(length);
          expect(new Set(squares).size).toBe(length);
          expect(squares.every((s) => s >= 0 && s < grid)).toBe(true);
        }
      }
    }
  });

  it('never lights a square twice in a row in a longer sequence', () => {
    for (let index = 0; index < 20; index += 1) {
      const squares = memorySequence('r', item({ length: 8, index }));
      expect(squares).toHaveLength(8);
      squares.slice(1).forEach((s, i) => expect(s).not.toBe(squares[i]));
    }
  });

  it('keys forward in order and backward in reverse', () => {
    expect(memoryResponse([0, 3, 1])).toBe('0-3-1');
    expect(memoryKey('forward', [0, 3, 1])).toBe('0-3-1');
    expect(memoryKey('backward', [0, 3, 1])).toBe('1-3-0');
  });
});
