import type { GameTask } from '../registry/definition.ts';

/**
 * The written four-choice game's tasks (English): the generic player (multichoice, any bank by
 * its variant), then its two variants with their own bank and report column: Morphology and
 * Written Vocabulary. Read by its declaration and the web loaders.
 */
export const WRITTEN_CHOICE_TASKS: readonly GameTask[] = [
  { id: 'multichoice', language: 'en', clipGroups: ['multichoice'], reportOrder: 111 },
  { id: 'morphology', language: 'en', clipGroups: ['morphology'], reportOrder: 112 },
  { id: 'cva', language: 'en', clipGroups: ['cva'], reportOrder: 113 },
];
