/**
 * Hearts and Flowers (hearts-and-flowers), its pure parts: rules, the seeded plan, engine,
 * scoring, trial data, speech texts and simulation. No React, no DOM: the server imports it.
 */
export * from './types.ts';
export * from './rules.ts';
export { HF_TASKS } from './tasks.ts';
export {
  hfPlan,
  hfSequence,
  hfItemsById,
  longestRun,
  type HfBlockPlan,
  type HfPlanOptions,
} from './sequence.ts';
export {
  createHfEngine,
  type HfEngine,
  type HfEngineOptions,
  type HfOutcome,
  type HfStep,
} from './engine.ts';
export {
  judgeHfRun,
  hfHeadline,
  hfMeasures,
  hfPracticeNotPassed,
  hfReachedEnd,
  planOptionsOf,
  median,
} from './scoring.ts';
export { hfTrialSchema, type HfTrialData } from './trial-schema.ts';
export { hfTrialData, hfTrialPlace, type HfAnswer } from './trial-data.ts';
export { HF_CLIP_TEXTS, hfClips, hfIntroClip, hfShapeClip } from './instructions.ts';
export { simulateHf, HF_SIMULATED_RT_MS } from './simulate.ts';
