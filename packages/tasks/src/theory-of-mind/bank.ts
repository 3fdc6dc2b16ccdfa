import { BALL, COOKIE_BOX, KITE, PRACTICE_STORY } from './stories-1.ts';
import { PARTY, SANDWICH, TOWER } from './stories-2.ts';
import { CAT, JAR, PAINT } from './stories-3.ts';
import { HIDE_AND_SEEK, LUNCHBOX, PUSH } from './stories-4.ts';
import type { Scene, Story, StoryQuestion } from './types.ts';

/**
 * The Stories Game's bank: one practice story and twelve test stories in the fixed order they
 * are told. The order mixes the kinds of story, so that the first few stories of a shorter
 * variant still ask every type of question (bank.test.ts checks the first four).
 */

export { PRACTICE_STORY };

export const TEST_STORIES: readonly Story[] = [
  BALL,
  KITE,
  COOKIE_BOX,
  TOWER,
  PARTY,
  SANDWICH,
  PAINT,
  JAR,
  CAT,
  LUNCHBOX,
  PUSH,
  HIDE_AND_SEEK,
];

/** The test stories of a run: the first `numTrials` (all of them when absent or larger). */
export const testStories = (numTrials?: number): readonly Story[] =>
  numTrials === undefined ? TEST_STORIES : TEST_STORIES.slice(0, Math.max(1, numTrials));

/** A question's item id: '<storyId>.<questionId>' ('ball.q1'). */
export const questionItemId = (story: Story, question: StoryQuestion): string =>
  `${story.id}.${question.id}`;

/** A scene's key (its narration clip, and the scene step's item id): '<storyId>.<sceneId>'. */
export const sceneKey = (story: Story, scene: Scene): string => `${story.id}.${scene.id}`;

/** One step of a story as told: a scene, or a question asked with its scene shown. */
export type FlowEntry =
  { kind: 'scene'; scene: Scene } | { kind: 'question'; scene: Scene; question: StoryQuestion };

/** A story as told: each scene, then the questions asked after it, in their order. */
export function storyFlow(story: Story): FlowEntry[] {
  return story.scenes.flatMap((scene) => [
    { kind: 'scene' as const, scene },
    ...story.questions
      .filter((question) => question.scene === scene.id)
      .map((question) => ({ kind: 'question' as const, scene, question })),
  ]);
}

/** The story and question of an item id among some stories; undefined when none has it. */
export function findQuestion(
  stories: readonly Story[],
  itemId: string,
): { story: Story; question: StoryQuestion } | undefined {
  for (const story of stories) {
    for (const question of story.questions) {
      if (questionItemId(story, question) === itemId) return { story, question };
    }
  }
  return undefined;
}

/** Whether a response (an option id, null without one) is the question's answer. */
export const isRight = (question: StoryQuestion, response: string | null): boolean =>
  response === question.answer;
