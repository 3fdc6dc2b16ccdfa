import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { phonemeSubtestStops } from '../phoneme/stop-rule.ts';
import { createChoiceEngine, type ChoiceSection } from './engine.ts';

const item = (id: string) => ({
  id,
  clip: `en/test.${id}`,
  prompt: `Find ${id}`,
  answer: { value: id },
  distractors: [{ value: `${id}-x` }, { value: `${id}-y` }],
});
const section = (id: string, practice: number, test: number): ChoiceSection => ({
  id,
  practice: Array.from({ length: practice }, (_, i) => item(`${id}-p${i}`)),
  test: Array.from({ length: test }, (_, i) => item(`${id}-${i}`)),
});

describe('createChoiceEngine', () => {
  it('gives each section its practice then its test items, numbering trials across sections', () => {
    const engine = createChoiceEngine({
      sections: [section('A', 1, 2), section('B', 1, 1)],
      practice: true,
      rng: createRng('s'),
    });
    const seen: string[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      expect(step.trialIndex).toBe(seen.length);
      expect(step.options.map((o) => o.value).sort()).toEqual(
        [step.item.answer.value, ...step.item.distractors.map((d) => d.value)].sort(),
      );
      seen.push(`${step.stage}:${step.item.id}${step.opensSection ? '*' : ''}`);
      engine.answer(step, true);
    }
    expect(seen).toEqual(['practice:A-p0*', 'test:A-0', 'test:A-1', 'practice:B-p0*', 'test:B-0']);
  });

  it('ends a section by its stop rule and goes on with the next one', () => {
    const engine = createChoiceEngine({
      sections: [section('FSM', 0, 19), section('LSM', 0, 19)],
      practice: true,
      rng: createRng('s'),
      stop: phonemeSubtestStops,
    });
    const given: string[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      given.push(step.section.id);
      // Every FSM answer wrong: three errors end it; LSM all right: all 19 items.
      engine.answer(step, step.section.id === 'LSM');
    }
    expect(given.filter((s) => s === 'FSM')).toHaveLength(3);
    expect(given.filter((s) => s === 'LSM')).toHaveLength(19);
  });

  it('replays recorded answers to the same next screen, options included', () => {
    const make = () =>
      createChoiceEngine({ sections: [section('A', 2, 5)], practice: true, rng: createRng('r') });
    const first = make();
    const trials = [];
    for (let i = 0; i < 4; i += 1) {
      const step = first.next()!;
      trials.push({ trialIndex: i, stage: step.stage, itemId: step.item.id, data: { correct: 1 } });
      first.answer(step, true);
    }
    const resumed = make();
    resumed.replay(trials);
    expect(resumed.next()).toEqual(first.next());
  });
});
