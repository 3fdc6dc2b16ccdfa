/**
 * The Puzzle Game (matrix-reasoning), its pure parts: item generator and bank, validator, engine,
 * scoring, trial data, speech texts and simulation. No React, no DOM: the server imports it to
 * score runs. The drawings are in figure.tsx (the player imports them directly).
 */
export * from './types.ts';
export * from './rules.ts';
export { cellKey, seenRotation } from './cells.ts';
export { describeCell, describeMatrix } from './describe.ts';
export { generateItem, ruleDifficulty, ruleTemplates } from './generate.ts';
export { matrixItemById, matrixPracticeItems, matrixTestItems, matrixTestList } from './bank.ts';
export {
  consistentOptions,
  itemProblems,
  optionCues,
  readings,
  sharedFeatures,
} from './validate.ts';
export { matrixAbility, matrixItemParams, type MatrixAbility } from './ability.ts';
export {
  createMatrixEngine,
  optionOrder,
  type MatrixBlock,
  type MatrixEngine,
  type MatrixEngineOptions,
  type MatrixStep,
} from './engine.ts';
export { matrixTrialSchema, type MatrixTrialData } from './trial-schema.ts';
export { matrixTrialData, matrixTrialPlace, rulesText } from './trial-data.ts';
export {
  judgeMatrixRun,
  matrixFlags,
  matrixHeadline,
  matrixMeasures,
  matrixPracticeNotPassed,
  matrixReachedEnd,
  type MatrixRunParams,
} from './scoring.ts';
export {
  MATRIX_TEXTS,
  matrixClipTexts,
  matrixClips,
  matrixHintClip,
  type MatrixClipKey,
} from './instructions.ts';
export { simulateMatrix, MATRIX_SIMULATED_RT_MS } from './simulate.ts';
export { MATRIX_TASKS } from './tasks.ts';
