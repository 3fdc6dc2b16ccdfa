import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the phonics game plays: read by its declaration and, without loading the game, by the
 * web loaders (the home tells a playable task from these).
 */
export const PHONICS_TASKS: readonly GameTask[] = [
  { id: 'phonics', language: 'en', clipGroups: ['phonics'], reportOrder: 20 },
];
