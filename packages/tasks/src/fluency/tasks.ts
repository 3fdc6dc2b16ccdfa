import type { GameTask } from '../registry/definition.ts';

/**
 * The task ids the fluency game plays (Math Facts and Calculation Fluency, English and Spanish):
 * read by its declaration and, without loading the game, by the web loaders.
 */
export const FLUENCY_TASKS: readonly GameTask[] = [
  { id: 'fluency-arf', language: 'en', clipGroups: ['fluency'], reportOrder: 30 },
  { id: 'fluency-calf', language: 'en', clipGroups: ['fluency'], reportOrder: 31 },
  { id: 'fluency-arf-es', language: 'es', clipGroups: ['fluency'], reportOrder: 32 },
  { id: 'fluency-calf-es', language: 'es', clipGroups: ['fluency'], reportOrder: 33 },
];
