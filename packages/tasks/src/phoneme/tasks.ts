import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the phoneme game plays: read by its declaration and, without loading the game, by the
 * web loaders (the home tells a playable task from these).
 */
export const PHONEME_TASKS: readonly GameTask[] = [
  { id: 'pa', language: 'en', clipGroups: ['pa'], reportOrder: 3 },
  { id: 'pa-es', language: 'es', clipGroups: ['pa-es'], reportOrder: 7 },
];
