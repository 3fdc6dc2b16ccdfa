import type { GameTask } from '../registry/definition.ts';

/** The task ids played on another site (the catalogue's launch 'external'). */
export const EXTERNAL_TASKS: readonly GameTask[] = [
  { id: 'mefs', language: 'en', clipGroups: ['mefs'], reportOrder: 47, launch: 'external' },
];
