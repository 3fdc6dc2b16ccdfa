import type { GameTask } from '../registry/definition.ts';

/** The Stories Game's task (English): read by its declaration and loaders. */
export const THEORY_OF_MIND_TASKS: readonly GameTask[] = [
  {
    id: 'theory-of-mind',
    language: 'en',
    clipGroups: ['theory-of-mind'],
    reportOrder: 46,
  },
];
