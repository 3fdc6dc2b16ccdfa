import { PHONICS_CATEGORIES } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { phonicsPlugin } from './index.ts';

describe('phonicsPlugin', () => {
  it('simulate gives the practice words, then every category given with valid trial data', () => {
    const plugin = phonicsPlugin();
    const params = plugin.info.params.parse({});
    const trials = plugin.simulate(params, createRng('p'), { theta: 0.5 });
    expect(trials.filter((t) => t.stage === 'practice').length).toBeGreaterThan(0);
    const categories = new Set(trials.filter((t) => t.stage === 'test').map((t) => t.subtask));
    expect([...categories]).toEqual([...PHONICS_CATEGORIES]);
    for (const trial of trials) expect(plugin.info.data.safeParse(trial.data).success).toBe(true);
  });

  it('gives only the categories a variant names', () => {
    const plugin = phonicsPlugin();
    const params = plugin.info.params.parse({ categories: ['silent_e', 'cvc'] });
    const trials = plugin.simulate(params, createRng('p'), { theta: 0 });
    const test = trials.filter((t) => t.stage === 'test');
    expect(new Set(test.map((t) => t.subtask))).toEqual(new Set(['silent_e', 'cvc']));
  });
});
