import type { z } from 'zod';
import type { TaskLanguage } from './task-params.ts';

/** One catalogue row as written in the entry lists (route and picture are derived). */
export interface CatalogueEntry {
  id: string;
  language: TaskLanguage;
  displayOrder: number;
  /** Internal name, seen by administrators. */
  name: string;
  /** Name shown to participants and as report column header. */
  publicName: string;
  description: string;
  tags: string[];
  params: z.ZodObject;
  /** A core game, opened at /game/core-tasks/<id>. */
  core: boolean;
  /** 'external': played on another site, completed by its signed callback (ADR 027). */
  launch: 'here' | 'external';
}

/** Builds an entry; `params` is the kind of game's schema factory, bound to `language`. */
export const catalogueEntry = (
  id: string,
  language: TaskLanguage,
  displayOrder: number,
  names: [name: string, publicName: string],
  description: string,
  tags: string[],
  params: (language: TaskLanguage) => z.ZodObject,
  core = false,
  launch: 'here' | 'external' = 'here',
): CatalogueEntry => ({
  id,
  language,
  displayOrder,
  name: names[0],
  publicName: names[1],
  description,
  tags,
  params: params(language),
  core,
  launch,
});
