import type { GameTask } from '../registry/definition.ts';

/** The task id the Memory Game plays (English): read by its declaration and loaders. */
export const MEMORY_TASKS: readonly GameTask[] = [
  { id: 'memory-game', language: 'en', clipGroups: ['memory-game'], reportOrder: 43 },
];
