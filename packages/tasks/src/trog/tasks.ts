import type { GameTask } from '../registry/definition.ts';

/**
 * The Syntax Game's task (a core game, English, /game/core-tasks/trog): read by its declaration
 * and loaders. Reported after the reading games, as a language skill.
 */
export const SYNTAX_TASKS: readonly GameTask[] = [
  { id: 'trog', language: 'en', clipGroups: ['trog'], reportOrder: 10 },
];
