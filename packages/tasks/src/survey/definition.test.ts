import { describe, expect, it } from 'vitest';
import { SURVEY_TASK_ID, surveyParams } from '@roar/contracts';
import { clipGroupsOfTask } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { surveyDefinition } from './definition.ts';
import { CHILD_ITEMS, PRACTICE_ITEMS } from './items.ts';
import { SURVEY_TEXTS } from './texts.ts';

describe('survey declaration', () => {
  it('is complete, and a run is stored, never scored', () => {
    expect(missingParts(surveyDefinition)).toEqual([]);
    const params = surveyParams('en').parse({});
    const trials = surveyDefinition
      .simulate(SURVEY_TASK_ID, params, createRng('run'), { theta: 0 })
      .map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const scores = scoreStoredRun(
      surveyDefinition,
      { taskId: SURVEY_TASK_ID, params, seed: 'run', trials },
      { grade: '3' },
    );
    expect(scores.computed.composite.rawScore).toBeNull();
    expect(surveyDefinition.scoring.mode).toBe('progress-only');
  });

  it('takes English or Spanish from the variant, English by default', () => {
    expect(surveyParams('en').parse({})).toEqual({
      language: 'en',
      practice: true,
      skipInstructions: false,
    });
    expect(surveyParams('en').parse({ language: 'es' }).language).toBe('es');
    expect(surveyParams('en').safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('speaks every question and instruction in both languages', () => {
    const groups = clipGroupsOfTask(surveyDefinition, SURVEY_TASK_ID);
    expect(groups.map((g) => [g.group, g.language])).toEqual([
      [SURVEY_TASK_ID, 'en'],
      [`${SURVEY_TASK_ID}-es`, 'es'],
    ]);
    for (const group of groups) {
      const keys = [
        ...Object.keys(SURVEY_TEXTS.en),
        ...[...PRACTICE_ITEMS, ...CHILD_ITEMS].map((i) => i.id),
      ];
      expect(Object.keys(group.texts).sort()).toEqual(keys.sort());
      expect(Object.values(group.texts).every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
