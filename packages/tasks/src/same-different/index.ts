/**
 * The Shapes Game (same-different-selection), its pure parts: cards, bank, run lists, engine,
 * judging, scoring, trial data, speech texts and simulation. No React, no DOM: the server imports
 * it to score runs (figure.tsx, the card drawing, is imported by the player on its own).
 */
export * from './types.ts';
export * from './rules.ts';
export {
  cardCode,
  parseCardCode,
  describeCard,
  shapeWord,
  CARD_FILLS,
  NUMBER_WORDS,
} from './cards.ts';
export {
  sameDifferentBank,
  sameDifferentItemById,
  allSameDifferentItems,
  type SameDifferentBank,
} from './bank.ts';
export { testList, testCount } from './lists.ts';
export {
  isRight,
  matchingPairs,
  oddCards,
  possibleResponses,
  rightResponses,
  selectionResponse,
} from './logic.ts';
export {
  createSameDifferentEngine,
  type SameDifferentEngine,
  type SameDifferentEngineOptions,
  type SameDifferentStep,
} from './engine.ts';
export {
  judgeSameDifferentRun,
  sameDifferentHeadline,
  sameDifferentMeasures,
  sameDifferentReachedEnd,
  sameDifferentPracticeNotPassed,
  median,
} from './scoring.ts';
export { sameDifferentTrialSchema, type SameDifferentTrialData } from './trial-schema.ts';
export {
  sameDifferentTrialData,
  sameDifferentTrialPlace,
  type SameDifferentAnswer,
} from './trial-data.ts';
export {
  sameDifferentClipTexts,
  sameDifferentClips,
  phaseClip,
  RETRY_CLIP,
  END_CLIP,
} from './instructions.ts';
export { hintOf, hintClip } from './hints.ts';
export { PHASE_TEXTS, ASK_TEXTS, PICK_TEXTS, RETRY_TEXT, END_TEXT, promptOf } from './texts.ts';
export { simulateSameDifferent, SAME_DIFFERENT_SIMULATED_RT_MS } from './simulate.ts';
