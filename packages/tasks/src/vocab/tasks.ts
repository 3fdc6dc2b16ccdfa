import type { GameTask } from '../registry/definition.ts';

/**
 * The task id Picture Vocabulary plays (/game/vocab, also /game/core-tasks/vocab), English or
 * Spanish by the variant's language: read by its declaration and, without loading the game, by
 * the web loaders.
 */
export const VOCAB_TASKS: readonly GameTask[] = [
  { id: 'vocab', language: 'en', clipGroups: ['vocab'], reportOrder: 17 },
];
