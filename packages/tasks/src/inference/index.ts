/**
 * The Inference Game (roar-inference), its pure parts: passages, engine, judging, scoring, trial
 * data, speech texts and simulation. No React, no DOM: the server imports it to score runs.
 */
export * from './types.ts';
export * from './rules.ts';
export {
  PRACTICE,
  TEST_PASSAGES,
  OPTION_IDS,
  testPassages,
  questionsOf,
  findQuestion,
  isRight,
} from './bank.ts';
export { inferenceItemParams, inferenceAbility, type InferenceAbility } from './ability.ts';
export {
  createInferenceEngine,
  type InferenceEngine,
  type InferenceEngineOptions,
  type InferenceStep,
} from './engine.ts';
export {
  judgeInferenceRun,
  inferenceHeadline,
  inferenceMeasures,
  inferenceReachedEnd,
  inferencePracticeNotPassed,
  inferenceFlags,
} from './scoring.ts';
export { inferenceTrialSchema, type InferenceTrialData } from './trial-schema.ts';
export { inferenceTrialData, inferenceTrialPlace, type InferenceAnswer } from './trial-data.ts';
export {
  inferenceClipTexts,
  inferenceClips,
  introClips,
  practiceFeedback,
} from './instructions.ts';
export { GAME_TEXTS, type GameTextKey } from './texts.ts';
export { simulateInference } from './simulate.ts';
