import { describe, expect, it } from 'vitest';
import { paBank } from '../pa-bank/index.ts';
import { createRng } from '../runtime/random.ts';
import { phonemePlugin } from './index.ts';

describe('phonemePlugin', () => {
  it.each(['pa', 'pa-es'] as const)(
    '%s: simulate gives each subtest, stops weak subtests early, and records valid trials',
    (taskId) => {
      const plugin = phonemePlugin(taskId);
      const params = plugin.info.params.parse({});
      const weak = plugin.simulate(params, createRng('w'), { theta: -4 });
      const strong = plugin.simulate(params, createRng('s'), { theta: 4 });
      const testCount = (trials: typeof weak, subtest: string) =>
        trials.filter((t) => t.stage === 'test' && t.subtask === subtest).length;
      for (const subtest of ['FSM', 'LSM', 'DEL']) {
        expect(testCount(strong, subtest)).toBeGreaterThanOrEqual(19);
        expect(testCount(weak, subtest)).toBeLessThan(19);
        expect(testCount(weak, subtest)).toBeGreaterThanOrEqual(3);
      }
      for (const trial of [...weak, ...strong]) {
        expect(plugin.info.data.safeParse(trial.data).success).toBe(true);
      }
    },
  );

  it('shows the pictures in the order the prompt names them', () => {
    const plugin = phonemePlugin('pa');
    const trials = plugin.simulate(plugin.info.params.parse({}), createRng('o'), { theta: 0 });
    const bank = paBank('en');
    const items = new Map(
      Object.values(bank.items).flatMap((s) => [...s.practice, ...s.test].map((i) => [i.id, i])),
    );
    for (const trial of trials) {
      const item = items.get(trial.itemId!)!;
      expect(trial.data.options).toEqual(item.choices.map((c) => c.word));
    }
  });
});
