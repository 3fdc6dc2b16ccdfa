/**
 * The Stories Game (theory-of-mind), its pure parts: stories, pictures, engine, judging, scoring,
 * trial data, speech texts and simulation. No React, no DOM: the server imports it to score runs
 * (scene.tsx, the scene drawing, is imported by the player on its own).
 */
export * from './types.ts';
export * from './rules.ts';
export {
  PICTURES,
  PICTURE_FOLDER,
  PICTURE_PACKAGE,
  isPictureName,
  pictureUrl,
  type PictureName,
} from './pictures.ts';
export { optionPicture } from './options.ts';
export {
  PRACTICE_STORY,
  TEST_STORIES,
  testStories,
  questionItemId,
  sceneKey,
  storyFlow,
  findQuestion,
  isRight,
  type FlowEntry,
} from './bank.ts';
export {
  createTheoryOfMindEngine,
  type TheoryOfMindEngine,
  type TheoryOfMindEngineOptions,
  type StoryStep,
  type SceneStep,
  type QuestionStep,
} from './engine.ts';
export {
  judgeTheoryOfMindRun,
  theoryOfMindHeadline,
  theoryOfMindMeasures,
  theoryOfMindReachedEnd,
  theoryOfMindPracticeNotPassed,
  theoryOfMindChoices,
  mostCommonOptionCount,
} from './scoring.ts';
export { median } from '../registry/judging.ts';
export { theoryOfMindTrialSchema, type TheoryOfMindTrialData } from './trial-schema.ts';
export {
  theoryOfMindTrialData,
  theoryOfMindTrialPlace,
  type TheoryOfMindAnswer,
} from './trial-data.ts';
export {
  theoryOfMindClipTexts,
  theoryOfMindClips,
  introClips,
  practiceFeedback,
} from './instructions.ts';
export { GAME_TEXTS, type GameTextKey } from './texts.ts';
export { simulateTheoryOfMind } from './simulate.ts';
