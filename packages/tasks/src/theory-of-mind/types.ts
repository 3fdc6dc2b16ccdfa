import type { PictureName } from './pictures.ts';

/**
 * What the Stories Game (theory-of-mind) is made of: stories told in scenes, and questions about
 * them, each with two or three options.
 */

/**
 * The kinds of question, also the trials' subtask and the measures' parts:
 * - 'false-belief': what a character thinks or knows when it differs from what the child knows
 *   (where will X look? what does X think is in the box? does X know...?);
 * - 'emotion': how a character feels, from what they want or what they think;
 * - 'intention': whether a character meant to do something, or what they were trying to do;
 * - 'control': what really happened (where is the ball really? who pushed Kim?): checks that the
 *   child followed the story. Scored apart from the headline.
 */
export const QUESTION_TYPES = ['false-belief', 'emotion', 'intention', 'control'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The simple backgrounds a scene is drawn on (scene.tsx). */
export const BACKGROUNDS = ['room', 'kitchen', 'park'] as const;
export type Background = (typeof BACKGROUNDS)[number];

/**
 * One picture placed in a scene, in the scene's 400 x 240 view: `x` is its centre, `y` its
 * bottom (where it stands: the floor is at 215), `size` its width and height. Pictures are drawn
 * in the order listed, so a thing listed before a container peeks out of it.
 */
export interface ScenePicture {
  picture: PictureName;
  x: number;
  y: number;
  size: number;
  /** Mirrored left to right (an animal turned to face the other way). */
  flip?: boolean;
  /** Turned by this many degrees clockwise (a fallen block, a child tripping). */
  rotate?: number;
  /** Drawn in a thought bubble: what a character wants or thinks of. */
  bubble?: boolean;
}

/** One scene: a picture and a sentence or two, narrated. */
export interface Scene {
  /** 's1', 's2'... within its story. */
  id: string;
  background: Background;
  /** The narration (spoken, clip '<storyId>.<sceneId>'). */
  text: string;
  pictures: readonly ScenePicture[];
}

/** One option of a question: its id is the response recorded when it is chosen. */
export interface StoryOption {
  id: string;
  picture: PictureName;
  /** The option in words: the button's accessible name, and a caption under its picture. */
  label: string;
}

export interface StoryQuestion {
  /** 'q1', 'q2'... within its story; the item id is '<storyId>.<questionId>'. */
  id: string;
  type: QuestionType;
  /** The scene the question is asked after (and shown with). */
  scene: string;
  /** The question (spoken, clip '<storyId>.<questionId>', and shown). */
  text: string;
  /** Two or three options, in the order shown (left to right). */
  options: readonly StoryOption[];
  /** The right option's id. */
  answer: string;
}

export interface Story {
  /** A short word naming the story ('ball'); 'practice' for the practice story. */
  id: string;
  scenes: readonly Scene[];
  /** In the order asked: each after its scene, in the scenes' order. */
  questions: readonly StoryQuestion[];
}
