/**
 * The Matching Game (mental-rotation), its pure parts: pictures, bank, run list, engine, scoring,
 * trial data, speech texts and simulation. No React, no DOM: the server imports it to score runs
 * (the picture component is figure.tsx, imported by the screen).
 */
export * from './rules.ts';
export {
  STIMULUS_IDS,
  STIMULUS_NAMES,
  SHAPE_IDS,
  ANIMAL_IDS,
  isStimulusId,
  stimulusKind,
  stimulusFigure,
  shownFigure,
  type StimulusId,
  type StimulusKind,
} from './stimuli.ts';
export {
  FIGURE_RADIUS,
  EYE_RADIUS,
  pathData,
  placeFigure,
  type Figure,
  type Corner,
  type Point,
} from './geometry.ts';
export {
  ROTATION_TEST_BANK,
  ROTATION_PRACTICE,
  rotationTestItem,
  rotationPracticeItem,
  isRightChoice,
  type RotationItem,
} from './bank.ts';
export { rotationRunList } from './run-list.ts';
export {
  createRotationEngine,
  type RotationEngine,
  type RotationEngineOptions,
  type RotationStep,
} from './engine.ts';
export {
  judgeRotationRun,
  rotationHeadline,
  rotationMeasures,
  rotationReachedEnd,
  rotationPracticeNotPassed,
  type RotationFacts,
} from './scoring.ts';
export { rotationTrialSchema, type RotationTrialData } from './trial-schema.ts';
export { rotationTrialData, rotationTrialPlace } from './trial-data.ts';
export {
  ROTATION_CLIPS,
  ROTATION_TEXTS,
  rotationClips,
  type RotationClip,
} from './instructions.ts';
export {
  simulateRotation,
  pRight,
  angleDifficulty,
  ROTATION_SIMULATED_RT_MS,
  ROTATION_SIMULATED_MS_PER_DEGREE,
} from './simulate.ts';
export { ROTATION_TASKS } from './tasks.ts';
