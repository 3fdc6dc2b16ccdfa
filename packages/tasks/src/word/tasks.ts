import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the word game plays: read by its declaration and, without loading the game, by the
 * web loaders (the home tells a playable task from these).
 */
export const WORD_TASKS: readonly GameTask[] = [
  { id: 'swr', language: 'en', clipGroups: ['swr'], reportOrder: 1 },
  { id: 'swr-es', language: 'es', clipGroups: ['swr'], reportOrder: 8 },
];
