import { describe, expect, it } from 'vitest';
import { TIME_ACCOMMODATIONS } from '@roar/contracts';
import { TIME_ACCOMMODATIONS as STORED } from '@roar/db';

describe('the time accommodation of a student and a run', () => {
  it('is checked by the database against the same list the API accepts', () => {
    // packages/db imports no other package of ours, so it repeats the list for its CHECKs.
    expect([...STORED]).toEqual([...TIME_ACCOMMODATIONS]);
  });
});
