import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { letterPlugin, type LetterTaskId } from './index.ts';

describe('letterPlugin', () => {
  it.each(['letter', 'letter-es', 'letter-en-ca'] as LetterTaskId[])(
    '%s: simulate gives every subtask, each letter once per subtask, with valid trial data',
    (taskId) => {
      const plugin = letterPlugin(taskId);
      const params = plugin.info.params.parse({});
      const trials = plugin.simulate(params, createRng('x'), { theta: 0 });
      expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
      for (const subtask of params.subtasks) {
        const test = trials.filter((t) => t.stage === 'test' && t.subtask === subtask);
        expect(test.length).toBeGreaterThan(15);
        expect(new Set(test.map((t) => t.itemId)).size).toBe(test.length);
      }
      for (const trial of trials) {
        expect(plugin.info.data.safeParse(trial.data).success).toBe(true);
        expect(trial.data.options).toContain(trial.data.correctResponse);
      }
    },
  );

  it('letter-es shows ñ among the lower-case letters', () => {
    const plugin = letterPlugin('letter-es');
    const trials = plugin.simulate(plugin.info.params.parse({}), createRng('y'), { theta: 3 });
    expect(
      trials.some((t) => t.subtask === 'LowercaseNames' && t.data.correctResponse === 'ñ'),
    ).toBe(true);
  });
});
