import { describe, expect, it } from 'vitest';
import { COLLECTIONS, assertCollection, pluralCollection } from './collections.ts';

describe('collections (spec section 3)', () => {
  it('lists the top-level collections', () => {
    expect(COLLECTIONS).toEqual([
      'activationCodes',
      'administrations',
      'classes',
      'districts',
      'families',
      'groups',
      'legal',
      'schools',
      'tasks',
      'userClaims',
      'users',
    ]);
  });
  it('maps singular names to plural ones', () => {
    expect(pluralCollection('class')).toBe('classes');
    expect(pluralCollection('family')).toBe('families');
    expect(pluralCollection('trial')).toBe('trials');
  });
  it('uses the spec texts for unknown names', () => {
    expect(() => pluralCollection('teacher')).toThrow(
      'There is no plural collection for the teacher',
    );
    expect(() => assertCollection('teachers')).toThrow('There is no collection teachers');
    expect(() => assertCollection('users')).not.toThrow();
  });
});
