import type { GameTask } from '../registry/definition.ts';

/** The Shapes Game's task (English): read by its declaration and loaders. */
export const SAME_DIFFERENT_TASKS: readonly GameTask[] = [
  {
    id: 'same-different-selection',
    language: 'en',
    clipGroups: ['same-different-selection'],
    reportOrder: 45,
  },
];
