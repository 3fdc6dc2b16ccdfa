import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { PRACTICE, TEST_PASSAGES } from './bank.ts';
import { createInferenceEngine, type InferenceStep } from './engine.ts';
import { introClips, practiceFeedback } from './instructions.ts';
import { inferenceTrialData, inferenceTrialPlace } from './trial-data.ts';

const wrongOf = (step: InferenceStep) =>
  step.question.options.find((o) => o.id !== step.question.answer)!.id;

function play(
  engine: ReturnType<typeof createInferenceEngine>,
  answer: (s: InferenceStep) => string,
) {
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    const response = answer(step);
    const { data } = inferenceTrialData(step, {
      response,
      source: 'keyboard',
      rtMs: 3000,
      onsetMs: 100,
      readAloud: false,
    });
    trials.push({ ...inferenceTrialPlace(step), data });
    engine.answer(step, response);
  }
  return trials;
}

describe('Inference Game engine', () => {
  it('asks the practice questions, then each passage question in the bank order', () => {
    const engine = createInferenceEngine({ practice: true, numTrials: 3 });
    const trials = play(engine, (s) => s.question.answer);
    expect(trials.map((t) => t.itemId)).toEqual([
      ...PRACTICE.flatMap((p) => p.questions.map((q) => q.itemId)),
      ...TEST_PASSAGES.slice(0, 3).flatMap((p) => p.questions.map((q) => q.itemId)),
    ]);
    expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
    expect(engine.progress()).toEqual({ answered: 3, total: 3 });
  });

  it('brings a wrong practice answer back at most three times, then goes on', () => {
    const engine = createInferenceEngine({ practice: true, numTrials: 1 });
    const steps: InferenceStep[] = [];
    const said: string[][] = [];
    play(engine, (s) => {
      steps.push(s);
      return s.stage === 'practice' ? wrongOf(s) : s.question.answer;
    });
    const practice = steps.filter((s) => s.stage === 'practice');
    expect(practice.map((s) => s.practiceAttempt)).toEqual([1, 2, 3, 1, 2, 3]);
    // Intros before the first try only; 'retry' after a wrong try, 'move-on' after the last.
    expect(introClips(practice[0]!)).toEqual(['intro', 'practice-intro']);
    expect(introClips(practice[1]!)).toEqual([]);
    const test = steps.find((s) => s.stage === 'test')!;
    expect(introClips(test)).toEqual(['test-intro']);
    said.push(practiceFeedback(practice[0]!, false, practice[1]!));
    said.push(practiceFeedback(practice[2]!, false, practice[3]!));
    said.push(practiceFeedback(practice[3]!, true, practice[4]!));
    expect(said).toEqual([['retry'], ['move-on'], ['correct']]);
  });

  it('goes on after a reload from the recorded trials, asking nothing twice', () => {
    const whole = play(createInferenceEngine({ practice: true, numTrials: 4 }), (s) =>
      s.trialIndex % 3 === 0 ? wrongOf(s) : s.question.answer,
    );
    const resumed = createInferenceEngine({ practice: true, numTrials: 4 });
    expect(resumed.replay(whole.slice(0, 4))).toBe(4);
    expect(resumed.next()!.trialIndex).toBe(4);
    const rest = play(resumed, (s) => (s.trialIndex % 3 === 0 ? wrongOf(s) : s.question.answer));
    expect([...whole.slice(0, 4), ...rest]).toEqual(whole);
    // A trial of another variant stops the replay where it differs.
    const other = createInferenceEngine({ practice: false, numTrials: 4 });
    expect(other.replay(whole)).toBe(0);
  });
});
