import type { GameTask } from '../registry/definition.ts';

/** The task id the Math Game plays (a core task, English): read by its declaration and loaders. */
export const EGMA_TASKS: readonly GameTask[] = [
  { id: 'egma-math', language: 'en', clipGroups: ['egma-math'], reportOrder: 41 },
];
