import { describe, expect, it } from 'vitest';
import { PRACTICE_STORY, TEST_STORIES, questionItemId, sceneKey } from './bank.ts';
import { type QuestionStep, type StoryStep, createTheoryOfMindEngine } from './engine.ts';
import { introClips, practiceFeedback, theoryOfMindClipTexts } from './instructions.ts';

const texts = theoryOfMindClipTexts();

/** Every step of a run answered right, with the clips said before it. */
function intros(practice: boolean) {
  const engine = createTheoryOfMindEngine({ practice, numTrials: 3 });
  const said: [string, string[]][] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    const keys = introClips(step);
    if (keys.length > 0) said.push([step.itemId, keys]);
    if (step.kind === 'scene') engine.advance(step);
    else engine.answer(step, step.question.answer);
  }
  return said;
}

describe('Stories Game speech', () => {
  it('has a clip for every scene and question, and the game texts', () => {
    for (const story of [PRACTICE_STORY, ...TEST_STORIES]) {
      for (const scene of story.scenes) expect(texts[sceneKey(story, scene)]).toBe(scene.text);
      for (const q of story.questions) expect(texts[questionItemId(story, q)]).toBe(q.text);
    }
    const general = ['intro', 'practice-intro', 'test-intro', 'next-story', 'correct', 'retry'];
    for (const key of [...general, 'move-on', 'end']) expect(texts[key], key).toBeTruthy();
    for (const key of Object.keys(texts)) expect(key).toMatch(/^[\w.-]+$/);
    for (const text of Object.values(texts)) expect(text).not.toMatch(/\d/);
  });

  it('says the intros before the first story of the run and of each stage, then next-story', () => {
    expect(intros(true)).toEqual([
      ['practice.s1', ['intro', 'practice-intro']],
      ['ball.s1', ['test-intro']],
      ['kite.s1', ['next-story']],
      ['cookies.s1', ['next-story']],
    ]);
    expect(intros(false)).toEqual([
      ['ball.s1', ['intro', 'test-intro']],
      ['kite.s1', ['next-story']],
      ['cookies.s1', ['next-story']],
    ]);
  });

  it('says nothing before a story told again after a reload', () => {
    const engine = createTheoryOfMindEngine({ practice: false });
    let step: StoryStep | null = engine.next();
    while (step?.kind === 'scene') {
      engine.advance(step);
      step = engine.next();
    }
    const question = step as QuestionStep;
    engine.replay([
      { trialIndex: 0, stage: 'test', itemId: question.itemId, data: { response: 'box' } },
    ]);
    expect(introClips(engine.next()!)).toEqual([]);
  });

  it('praises a right practice answer, asks again after a wrong one, then moves on', () => {
    const engine = createTheoryOfMindEngine({ practice: true });
    let step = engine.next()!;
    while (step.kind === 'scene') {
      engine.advance(step);
      step = engine.next()!;
    }
    const question = step;
    expect(practiceFeedback(question, true, null)).toEqual(['correct']);
    for (const attempt of [1, 2, 3]) {
      const asked = engine.next() as QuestionStep;
      expect(asked.practiceAttempt).toBe(attempt);
      engine.answer(asked, 'lily');
      const said = practiceFeedback(asked, false, engine.next());
      expect(said).toEqual(attempt < 3 ? ['retry'] : ['move-on']);
    }
  });
});
