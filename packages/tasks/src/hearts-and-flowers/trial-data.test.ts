// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createHfEngine } from './engine.ts';
import { hfTrialData, hfTrialPlace } from './trial-data.ts';
import { hfTrialSchema } from './trial-schema.ts';

describe('hfTrialData', () => {
  const engine = createHfEngine({ seed: 'd', practice: true });
  const instruction = engine.next()!;

  it('records an instruction trial with its try and no window', () => {
    const { correct, data } = hfTrialData(instruction, {
      response: 'left',
      source: 'keyboard',
      rtMs: 2345.678,
      onsetMs: 1000,
    });
    expect(correct).toBe(true);
    expect(data).toEqual({
      stimulus: 'heart-left',
      correctResponse: 'left',
      response: 'left',
      responseSource: 'keyboard',
      correct: 1,
      rt: 2345.68,
      onset: 1000,
      phase: 'instruction',
      shape: 'heart',
      side: 'left',
      responseWindowMs: null,
      practiceAttempt: 1,
    });
    expect(hfTrialSchema.safeParse(data).success).toBe(true);
    expect(hfTrialPlace(instruction)).toEqual({
      trialIndex: 0,
      block: 'hearts',
      subtask: 'hearts',
      stage: 'practice',
      itemId: 'hearts.instruction.01',
    });
  });

  it('records a time-out, a late press and an unknown answer as no answer', () => {
    engine.answer(instruction, 'left');
    engine.answer(engine.next()!, 'right');
    const practice = engine.next()!;
    expect(practice.phase).toBe('practice');
    const none = { source: 'touch' as const, onsetMs: 10 };
    for (const answer of [
      { response: null, rtMs: null },
      { response: practice.correctResponse, rtMs: 1500.5 },
      { response: 'up', rtMs: 500 },
    ]) {
      const { correct, data } = hfTrialData(practice, { ...answer, ...none });
      expect(correct).toBe(false);
      expect(data).toMatchObject({ response: null, responseSource: null, rt: null, correct: 0 });
      expect(data).not.toHaveProperty('practiceAttempt');
      expect(data.responseWindowMs).toBe(1500);
      expect(hfTrialSchema.safeParse(data).success).toBe(true);
    }
  });
});
