import type { GameTask } from '../registry/definition.ts';

/** The task id Hearts and Flowers plays (English): read by its declaration and loaders. */
export const HF_TASKS: readonly GameTask[] = [
  { id: 'hearts-and-flowers', language: 'en', clipGroups: ['hearts-and-flowers'], reportOrder: 40 },
];
