import { describe, expect, it } from 'vitest';
import { generateId, isGeneratedId } from './ids.ts';

describe('generateId', () => {
  it('makes 20-character alphanumeric ids', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = generateId();
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(isGeneratedId(id)).toBe(true);
    }
  });
  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, generateId));
    expect(ids.size).toBe(10_000);
  });
  it('recognises non-ids', () => {
    expect(isGeneratedId('short')).toBe(false);
    expect(isGeneratedId('a'.repeat(19) + '-')).toBe(false);
  });
});
