import type { TrialStage } from '../trial-types.ts';
import type { QuestionType, Scene, StoryOption, StoryQuestion } from './types.ts';

/** The steps the Stories Game's engine gives (engine.ts): scenes and questions. */

/** What every step of the Stories Game carries. */
interface StepBase {
  /** A question's trial index (0, 1, 2... over the run); a scene's: the next question's. */
  trialIndex: number;
  stage: TrialStage;
  /** The story (also the trial's block). */
  block: string;
  storyId: string;
  /** A question's '<storyId>.<questionId>'; a scene's '<storyId>.<sceneId>'. */
  itemId: string;
  /** The scene to draw (a question's: the scene it is asked after) and its narration clip. */
  scene: Scene;
  sceneClip: string;
  /** First step of its story: 'next-story' (or the intros) are said before it. */
  opensBlock: boolean;
  /** First step of the practice story, or of the first test story. */
  opensStage: boolean;
  /** First step of the run. */
  opensRun: boolean;
}

/** A scene: drawn and narrated (clip = sceneClip); the child taps to go on (engine.advance). */
export interface SceneStep extends StepBase {
  kind: 'scene';
  sceneId: string;
  text: string;
  /** Told again after a reload, before the story's next question (its questions are not). */
  recap: boolean;
}

/** A question about the scene shown: spoken (clip) and shown (text), answered by an option. */
export interface QuestionStep extends StepBase {
  kind: 'question';
  questionId: string;
  questionType: QuestionType;
  question: StoryQuestion;
  clip: string;
  text: string;
  /** In the order shown, left to right; the response is the chosen option's id. */
  options: readonly StoryOption[];
  /** Practice: which try at the question, 1 to 3; null in test. */
  practiceAttempt: number | null;
}

export type StoryStep = SceneStep | QuestionStep;
