import { describe, expect, it } from 'vitest';
import { JOB_POLL_MS, jobQuery } from './jobs-api.ts';

type Interval = (q: { state: { data?: unknown; status: string } }) => number | false;
const intervalOf = jobQuery('00000000-0000-4000-8000-000000000000')
  .refetchInterval as unknown as Interval;

describe('jobQuery', () => {
  it('asks again while the job runs, and stops once it is over or cannot be read', () => {
    expect(intervalOf({ state: { status: 'pending' } })).toBe(JOB_POLL_MS);
    expect(intervalOf({ state: { status: 'success', data: { state: 'active' } } })).toBe(
      JOB_POLL_MS,
    );
    expect(intervalOf({ state: { status: 'success', data: { state: 'completed' } } })).toBe(false);
    expect(intervalOf({ state: { status: 'error' } })).toBe(false);
  });
});
