import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the sentence game plays: read by its declaration and, without loading the game, by the
 * web loaders (the home tells a playable task from these).
 */
export const SENTENCE_TASKS: readonly GameTask[] = [
  { id: 'sre', language: 'en', clipGroups: ['sre'], reportOrder: 2 },
  { id: 'sre-es', language: 'es', clipGroups: ['sre'], reportOrder: 9 },
];
