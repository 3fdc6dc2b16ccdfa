import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the Core Math game plays: read by its declaration and, without loading the game,
 * by the web loaders. Each speaks its own language's prompts (its own clip group).
 */
export const CORE_MATH_TASKS: readonly GameTask[] = [
  { id: 'roam-alpaca', language: 'en', clipGroups: ['roam-alpaca'], reportOrder: 34 },
  { id: 'roam-alpaca-es', language: 'es', clipGroups: ['roam-alpaca-es'], reportOrder: 35 },
];
