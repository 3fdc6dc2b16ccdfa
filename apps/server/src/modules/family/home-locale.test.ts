import { describe, expect, it } from 'vitest';
import { LOCALES } from '@roar/contracts';
import { HOME_LOCALES } from '@roar/db';

describe('the letter locale of a student', () => {
  it('is checked by the database against the same list the API accepts', () => {
    // packages/db imports no other package of ours, so it repeats LOCALES for its CHECK.
    expect([...HOME_LOCALES]).toEqual([...LOCALES]);
  });
});
