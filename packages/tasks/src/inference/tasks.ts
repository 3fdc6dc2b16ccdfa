import type { GameTask } from '../registry/definition.ts';

/** The Inference Game's task (English, a core task): read by its declaration and loaders. */
export const INFERENCE_TASKS: readonly GameTask[] = [
  { id: 'roar-inference', language: 'en', clipGroups: ['roar-inference'], reportOrder: 18 },
];
