import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { PRACTICE_STORY, TEST_STORIES, questionItemId, sceneKey } from './bank.ts';
import type { QuestionStep, StoryStep } from './engine.ts';
import { GAME_TEXTS, type GameTextKey } from './texts.ts';

/**
 * Everything the Stories Game says, as speech clips (key -> English text) for the speech build:
 * - `intro` before the run's first step; then `practice-intro` before the practice story, or
 *   `test-intro` before the first test story; `next-story` before each other story
 *   (introClips);
 * - `<storyId>.<sceneId>`: a scene's narration, said as the scene appears;
 * - `<storyId>.<questionId>`: a question, said as its options appear (and on the replay button);
 * - practice feedback (practiceFeedback): `correct` after a right answer, `retry` after a wrong
 *   one when the question comes again, `move-on` after its last wrong try;
 * - `end` after the last story.
 */

export function theoryOfMindClipTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...GAME_TEXTS };
  for (const story of [PRACTICE_STORY, ...TEST_STORIES]) {
    for (const scene of story.scenes) texts[sceneKey(story, scene)] = scene.text;
    for (const question of story.questions) {
      texts[questionItemId(story, question)] = question.text;
    }
  }
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const theoryOfMindClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: theoryOfMindClipTexts(),
});

/**
 * The clips said (each with its text and a continue button) before a step: the intros before the
 * first step of the run and of each stage, 'next-story' before each other story; none before a
 * story told again after a reload (recap) or within a story.
 */
export function introClips(step: StoryStep): GameTextKey[] {
  if (!step.opensBlock || (step.kind === 'scene' && step.recap)) return [];
  const keys: GameTextKey[] = step.opensRun ? ['intro'] : [];
  if (step.opensStage) keys.push(step.stage === 'practice' ? 'practice-intro' : 'test-intro');
  else keys.push('next-story');
  return keys;
}

/**
 * The feedback after a practice answer, given the engine's next step: 'correct', 'retry' (the
 * question comes again) or 'move-on' (its last try was wrong).
 */
export function practiceFeedback(
  step: QuestionStep,
  correct: boolean,
  next: StoryStep | null,
): GameTextKey[] {
  if (correct) return ['correct'];
  return next?.itemId === step.itemId ? ['retry'] : ['move-on'];
}
