import { describe, expect, it } from 'vitest';
import { PRACTICE_STORY, TEST_STORIES, questionItemId, storyFlow, testStories } from './bank.ts';
import { PICTURES } from './pictures.ts';
import { SCENE_VIEW } from './scene.tsx';
import { QUESTION_TYPES, type QuestionType, type Story } from './types.ts';

const ALL = [PRACTICE_STORY, ...TEST_STORIES];
const testQuestions = TEST_STORIES.flatMap((story) => story.questions);
const count = (type: QuestionType, stories: readonly Story[] = TEST_STORIES) =>
  stories.flatMap((s) => s.questions).filter((q) => q.type === type).length;

describe('Stories Game bank', () => {
  it('has a practice story and twelve test stories of two to five scenes and two to four questions', () => {
    expect(TEST_STORIES).toHaveLength(12);
    expect(new Set(ALL.map((s) => s.id)).size).toBe(13);
    for (const story of ALL) {
      expect(story.id).toMatch(/^[a-z-]+$/);
      expect(story.scenes.length, story.id).toBeGreaterThanOrEqual(2);
      expect(story.scenes.length, story.id).toBeLessThanOrEqual(5);
      expect(story.questions.length, story.id).toBeGreaterThanOrEqual(2);
      expect(story.questions.length, story.id).toBeLessThanOrEqual(4);
      expect(story.scenes.map((s) => s.id)).toEqual(story.scenes.map((_, i) => `s${i + 1}`));
      expect(story.questions.map((q) => q.id)).toEqual(story.questions.map((_, i) => `q${i + 1}`));
    }
  });

  it('asks twelve questions of each type, and nine control questions apart', () => {
    expect(count('false-belief')).toBe(12);
    expect(count('emotion')).toBe(12);
    expect(count('intention')).toBe(12);
    expect(count('control')).toBe(9);
    expect(testQuestions.filter((q) => q.type !== 'control').length).toBeGreaterThanOrEqual(36);
    // A shorter variant of the first four stories still asks every type at least three times.
    for (const type of QUESTION_TYPES) {
      expect(count(type, testStories(4)), type).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every question two or three options with unique ids, one of them its answer', () => {
    for (const story of ALL) {
      for (const question of story.questions) {
        const ids = question.options.map((o) => o.id);
        const where = questionItemId(story, question);
        expect(ids.length, where).toBeGreaterThanOrEqual(2);
        expect(ids.length, where).toBeLessThanOrEqual(3);
        expect(new Set(ids).size, where).toBe(ids.length);
        expect(ids, where).toContain(question.answer);
        for (const id of ids) expect(id, where).toMatch(/^[a-z]+$/);
      }
    }
  });

  it('balances the answer positions, and yes against no', () => {
    for (const size of [2, 3]) {
      const positions = testQuestions
        .filter((q) => q.options.length === size)
        .map((q) => q.options.findIndex((o) => o.id === q.answer));
      const perPosition = Array.from({ length: size }, (_, i) => positions.filter((p) => p === i));
      const lengths = perPosition.map((list) => list.length);
      expect(Math.max(...lengths) - Math.min(...lengths), `${size} options`).toBeLessThanOrEqual(1);
    }
    for (const type of QUESTION_TYPES) {
      const two = testQuestions.filter((q) => q.type === type && q.options.length === 2);
      const first = two.filter((q) => q.options[0]!.id === q.answer).length;
      expect(Math.abs(2 * first - two.length), type).toBeLessThanOrEqual(1);
    }
    const yesNo = testQuestions.filter((q) => q.options.some((o) => o.id === 'yes'));
    expect(yesNo.every((q) => q.options.map((o) => o.id).join() === 'yes,no')).toBe(true);
    const yes = yesNo.filter((q) => q.answer === 'yes').length;
    expect(Math.abs(2 * yes - yesNo.length)).toBeLessThanOrEqual(1);
  });

  it('tells each story scene by scene, each question after the scene it is about', () => {
    for (const story of ALL) {
      const flow = storyFlow(story);
      expect(flow[0]!.kind).toBe('scene');
      expect(flow.filter((e) => e.kind === 'scene')).toHaveLength(story.scenes.length);
      const asked = flow.flatMap((e) => (e.kind === 'question' ? [e.question.id] : []));
      expect(asked, story.id).toEqual(story.questions.map((q) => q.id));
    }
  });

  it('draws every scene with pictures inside its view, and uses every listed picture', () => {
    const used = new Set<string>();
    for (const story of ALL) {
      for (const scene of story.scenes) {
        expect(scene.pictures.length, `${story.id}.${scene.id}`).toBeGreaterThan(0);
        for (const p of scene.pictures) {
          used.add(p.picture);
          const where = `${story.id}.${scene.id} ${p.picture}`;
          // Emoji have margins (a door is half as wide as its box): the middle half must show.
          expect(p.x - p.size / 4, where).toBeGreaterThanOrEqual(0);
          expect(p.x + p.size / 4, where).toBeLessThanOrEqual(SCENE_VIEW.width);
          expect(p.y - p.size, where).toBeGreaterThanOrEqual(0);
          expect(p.y, where).toBeLessThanOrEqual(SCENE_VIEW.height);
        }
      }
      for (const q of story.questions) for (const o of q.options) used.add(o.picture);
    }
    expect([...used].sort()).toEqual(Object.keys(PICTURES).sort());
  });

  it('speaks short sentences in plain words, numbers as words', () => {
    const texts = ALL.flatMap((s) => [
      ...s.scenes.map((x) => x.text),
      ...s.questions.map((q) => q.text),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/\d/);
      expect(text).not.toMatch(/\b(colour|favourite|practise|mum)\b/i);
      for (const sentence of text.split(/[.!?]\s/)) {
        expect(sentence.split(' ').length, text).toBeLessThanOrEqual(14);
      }
    }
  });

  it('gives the first numTrials stories, at least one, at most all', () => {
    expect(testStories(3).map((s) => s.id)).toEqual(TEST_STORIES.slice(0, 3).map((s) => s.id));
    expect(testStories(120)).toHaveLength(12);
    expect(testStories(0)).toHaveLength(1);
    expect(testStories()).toBe(TEST_STORIES);
  });
});
