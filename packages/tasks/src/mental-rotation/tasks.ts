import type { GameTask } from '../registry/definition.ts';

/** The task id the Matching Game plays (a core task, English): read by its declaration and loaders. */
export const ROTATION_TASKS: readonly GameTask[] = [
  { id: 'mental-rotation', language: 'en', clipGroups: ['mental-rotation'], reportOrder: 44 },
];
