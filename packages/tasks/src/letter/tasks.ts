import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the letter game plays: read by its declaration and, without loading the game, by the
 * web loaders (the home tells a playable task from these).
 */
export const LETTER_TASKS: readonly GameTask[] = [
  { id: 'letter', language: 'en', clipGroups: ['letter'], reportOrder: 4 },
  { id: 'letter-es', language: 'es', clipGroups: ['letter-es'], reportOrder: 6 },
  { id: 'letter-en-ca', language: 'en-CA', clipGroups: ['letter-en-ca'], reportOrder: 5 },
];
