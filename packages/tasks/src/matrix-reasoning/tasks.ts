import type { GameTask } from '../registry/definition.ts';

/** The task id the Puzzle Game plays (a cognition game, English): read by its declaration and loaders. */
export const MATRIX_TASKS: readonly GameTask[] = [
  { id: 'matrix-reasoning', language: 'en', clipGroups: ['matrix-reasoning'], reportOrder: 42 },
];
