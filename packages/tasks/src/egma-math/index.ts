/**
 * The Math Game (egma-math), its pure parts: bank, engine, judging, scoring, trial data, speech
 * texts and simulation. No React, no DOM: the server imports it to score runs.
 */
export * from './types.ts';
export * from './rules.ts';
export { ageBandOf, EGMA_NUMBER_LINE_RANGES, type EgmaRange } from './age-band.ts';
export { egmaBank, egmaItemById, allEgmaItems } from './bank.ts';
export { createEgmaEngine, type EgmaEngine, type EgmaStep } from './engine.ts';
export { judgeEgmaResponse, parsePlaced, sliderErrorPercent, sliderResponse } from './judge.ts';
export {
  judgeEgmaRun,
  egmaSubscores,
  egmaHeadline,
  egmaPracticeNotPassed,
  type EgmaSubscore,
} from './scoring.ts';
export { egmaTrialSchema, type EgmaTrialData } from './trial-schema.ts';
export { egmaTrialData, egmaTrialPlace } from './trial-data.ts';
export { egmaClipTexts, egmaClips, egmaBlockClip, EGMA_RETRY_CLIP } from './instructions.ts';
export { EGMA_BLOCK_TEXTS, EGMA_RETRY_TEXT, sliderPrompt } from './texts.ts';
export { simulateEgma, EGMA_SIMULATED_RT_MS } from './simulate.ts';
export { EGMA_CHOICES } from './lures.ts';
