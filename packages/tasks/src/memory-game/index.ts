/**
 * The Memory Game (memory-game), its pure parts: rules, sequences, engine, judging, scoring,
 * trial data, speech texts and simulation. No React, no DOM: the server imports it to score runs.
 */
export * from './rules.ts';
export {
  memoryItemId,
  parseMemoryItemId,
  memorySequence,
  memoryKey,
  memoryResponse,
  type MemoryItem,
} from './items.ts';
export {
  createMemoryEngine,
  type MemoryEngine,
  type MemoryEngineOptions,
  type MemoryStep,
} from './engine.ts';
export {
  judgeMemoryRun,
  memoryHeadline,
  memoryMeasures,
  memoryReachedEnd,
  memoryPracticeNotPassed,
  type MemoryFacts,
} from './scoring.ts';
export { memoryTrialSchema, type MemoryTrialData } from './trial-schema.ts';
export { memoryTrialData, memoryTrialPlace } from './trial-data.ts';
export {
  MEMORY_CLIP_TEXTS,
  memoryClips,
  memoryPhaseClip,
  type MemoryClipKey,
} from './instructions.ts';
export { simulateMemory, pRight, MEMORY_SIMULATED_TAP_MS } from './simulate.ts';
