import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { ASSENT_ITEM, createSurveyEngine } from './engine.ts';
import { CHILD_ITEMS, PRACTICE_ITEMS } from './items.ts';
import { surveyTrial } from './trial-data.ts';

/** Answers every step (assent: `assent`, questions: '2'), recording the trials. */
function playThrough(practice: boolean, assent = 'yes', stopAfter = Infinity) {
  const engine = createSurveyEngine({ language: 'en', practice });
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step && trials.length < stopAfter; step = engine.next()) {
    const response = step.kind === 'assent' ? assent : '2';
    trials.push(surveyTrial(step, { response, source: 'touch', rtMs: 900, onsetMs: 100 }));
    engine.answer(step, response);
  }
  return { engine, trials };
}

describe('survey engine', () => {
  it('asks assent, then the practice questions, then every survey question once, in order', () => {
    const { trials, engine } = playThrough(true);
    expect(trials.map((t) => t.itemId)).toEqual([
      ASSENT_ITEM,
      ...PRACTICE_ITEMS.map((i) => i.id),
      ...CHILD_ITEMS.map((i) => i.id),
    ]);
    expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
    expect(trials.filter((t) => t.stage === 'practice')).toHaveLength(2);
    expect(engine.progress()).toEqual({ answered: CHILD_ITEMS.length, total: CHILD_ITEMS.length });
    expect(engine.declined()).toBe(false);
  });

  it('leaves out the practice when the variant says so', () => {
    const { trials } = playThrough(false);
    expect(trials.some((t) => t.stage === 'practice')).toBe(false);
    expect(trials).toHaveLength(1 + CHILD_ITEMS.length);
  });

  it('ends at once when the child says no, asking nothing else', () => {
    const { trials, engine } = playThrough(true, 'no');
    expect(trials.map((t) => t.itemId)).toEqual([ASSENT_ITEM]);
    expect(engine.declined()).toBe(true);
    expect(engine.next()).toBeNull();
  });

  it('marks the first question of each stage, for its introduction', () => {
    const engine = createSurveyEngine({ language: 'en', practice: true });
    const opens: string[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      if (step.kind === 'question' && step.opensStage) opens.push(step.itemId);
      engine.answer(step, step.kind === 'assent' ? 'yes' : '0');
    }
    expect(opens).toEqual([PRACTICE_ITEMS[0]!.id, CHILD_ITEMS[0]!.id]);
  });

  it('goes on after a reload at the first question not answered', () => {
    const { trials } = playThrough(true, 'yes', 6);
    const resumed = createSurveyEngine({ language: 'en', practice: true });
    expect(resumed.replay(trials)).toBe(6);
    expect(resumed.next()?.itemId).toBe(CHILD_ITEMS[3]!.id);
    expect(resumed.progress().answered).toBe(3);
  });

  it('stops replaying at a trial that is not the step asked there', () => {
    const { trials } = playThrough(true, 'yes', 4);
    const resumed = createSurveyEngine({ language: 'en', practice: false });
    // Without practice the second step is the first survey question, not a practice one.
    expect(resumed.replay(trials)).toBe(1);
    expect(resumed.next()?.itemId).toBe(CHILD_ITEMS[0]!.id);
  });

  it('speaks and shows the questions in Spanish in a Spanish variant', () => {
    const engine = createSurveyEngine({ language: 'es', practice: false });
    const assent = engine.next()!;
    expect(assent.text).toMatch(/^¿Quieres/);
    engine.answer(assent, 'yes');
    expect(engine.next()!.text).toBe(CHILD_ITEMS[0]!.text.es);
  });
});
