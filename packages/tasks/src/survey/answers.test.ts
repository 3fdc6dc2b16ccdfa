import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from '@roar/contracts';
import { createRng } from '../runtime/random.ts';
import { answersFitForm, childSurveyOf, summariseForm } from './answers.ts';
import { ASSENT_ITEM } from './engine.ts';
import { ADULT_ITEMS, CHILD_ITEMS, PRACTICE_ITEMS } from './items.ts';
import { simulateSurvey } from './simulate.ts';
import { surveyTrialSchema } from './trial-schema.ts';

const stored = (trials: ReturnType<typeof simulateSurvey>) =>
  trials.map((t) => ({ ...t, subtask: t.subtask ?? null }));

describe('survey answers', () => {
  it("reads a child's answers from the stored trials, without the practice", () => {
    const trials = stored(
      simulateSurvey({ language: 'es', practice: true }, createRng('a'), { theta: 0 }),
    );
    const survey = childSurveyOf(trials);
    expect(survey.declined).toBe(false);
    expect(survey.language).toBe('es');
    expect(Object.keys(survey.answers)).toEqual(CHILD_ITEMS.map((i) => i.id));
    for (const trial of trials.filter((t) => t.stage === 'test' && t.itemId !== ASSENT_ITEM)) {
      expect(survey.answers[trial.itemId!]).toBe(Number(trial.data.response));
    }
    expect(PRACTICE_ITEMS.some((i) => i.id in survey.answers)).toBe(false);
  });

  it('knows a child who said no, and ignores trials that are not the survey', () => {
    const survey = childSurveyOf([
      {
        trialIndex: 0,
        subtask: null,
        stage: 'test',
        itemId: ASSENT_ITEM,
        data: {
          stimulus: 'q',
          response: 'no',
          responseSource: 'touch',
          rt: 500,
          onset: 10,
          language: 'en',
        },
      },
      {
        trialIndex: 1,
        subtask: null,
        stage: 'test',
        itemId: 'belonging-1',
        data: { response: '9' },
      },
      {
        trialIndex: 2,
        subtask: null,
        stage: 'test',
        itemId: 'made-up-1',
        data: {
          stimulus: 'q',
          response: '1',
          responseSource: 'touch',
          rt: 500,
          onset: 10,
          language: 'en',
        },
      },
    ]);
    expect(survey).toEqual({ declined: true, language: 'en', answers: {} });
  });

  it('simulates trials that pass the trial schema, spread over the scale', () => {
    const answers = new Set<string>();
    for (const theta of [-2, 0, 2]) {
      const trials = simulateSurvey({ language: 'en', practice: true }, createRng(`s${theta}`), {
        theta,
      });
      for (const trial of trials) {
        expect(surveyTrialSchema.safeParse(trial.data).success).toBe(true);
        answers.add(String(trial.data.response));
      }
    }
    expect([...answers].sort()).toEqual(['0', '1', '2', '3', 'yes']);
  });

  it('counts each answer per question, and suppresses a group under five', () => {
    const one = (answer: 0 | 1 | 2 | 3): SurveyAnswers => ({
      'belonging-1': answer,
      'reading-1': 3,
    });
    const four = summariseForm('child', [one(0), one(1), one(1), one(3)]);
    expect(four).toEqual({ form: 'child', respondents: 4, suppressed: true, items: [] });
    const five = summariseForm('child', [one(0), one(1), one(1), one(3), one(3), {}]);
    expect(five.respondents).toBe(5);
    expect(five.suppressed).toBe(false);
    expect(five.items).toHaveLength(CHILD_ITEMS.length);
    expect(five.items.find((i) => i.itemId === 'belonging-1')!.counts).toEqual([1, 2, 0, 2]);
    expect(five.items.find((i) => i.itemId === 'reading-1')!.counts).toEqual([0, 0, 0, 5]);
    expect(five.items.find((i) => i.itemId === 'feelings-6')!.counts).toEqual([0, 0, 0, 0]);
    // One person's five responses are still one person; a question few answered has no counts.
    const sameAdult = summariseForm(
      'teacher',
      [1, 2, 3, 4, 5].map(() => ({ 'adult-1': 2 })),
      5,
      ['a', 'a', 'a', 'a', 'a'],
    );
    expect(sameAdult).toMatchObject({ respondents: 5, suppressed: true, items: [] });
    const fewOnOne = summariseForm('child', [one(0), one(1), one(1), one(3), { 'reading-1': 2 }]);
    expect(fewOnOne.items.find((i) => i.itemId === 'belonging-1')).toEqual({
      itemId: 'belonging-1',
      counts: [0, 0, 0, 0],
      suppressed: true,
    });
    expect(fewOnOne.items.find((i) => i.itemId === 'reading-1')!.counts).toEqual([0, 0, 1, 4]);
    expect(summariseForm('parent', [])).toEqual({
      form: 'parent',
      respondents: 0,
      suppressed: false,
      items: [],
    });
  });

  it("checks an adult's answers are to the adult form's questions", () => {
    expect(answersFitForm('parent', { [ADULT_ITEMS[0]!.id]: 2 })).toBe(true);
    expect(answersFitForm('teacher', { 'belonging-1': 2 })).toBe(false);
    expect(answersFitForm('child', { 'belonging-1': 2 })).toBe(true);
  });
});
