import {
  DEMO_ADMINISTRATIONS,
  DEMO_CLASSMATES,
  DEMO_FALL_SCREENER,
  DEMO_ORGS,
  DEMO_PEOPLE,
} from '../../apps/server/src/modules/demo/demo-world.ts';
import { DEFAULT_VARIANT_NAME, LOCALE_NAMES, TASK_CATALOGUE } from '@roar/contracts';

/**
 * What a page may show besides its catalogue's texts (visible-text.ts): data and proper names.
 * Real interface text never goes here: it goes into the catalogues.
 */

/** A proper name that is the same in every language, and why it is allowed. */
export interface ProperName {
  text: string;
  reason: string;
}

export const PROPER_NAMES: readonly ProperName[] = [
  { text: 'ROAR', reason: 'the product name' },
  { text: 'Rapid Online Assessment of Reading', reason: 'the product name in full' },
  { text: 'Stanford', reason: 'the university behind ROAR' },
  { text: 'Google', reason: 'a sign-in provider' },
  { text: 'Clever', reason: 'a sign-in provider' },
  { text: 'ClassLink', reason: 'a sign-in provider' },
  { text: 'CSV', reason: 'a file format' },
  { text: 'PDF', reason: 'a file format' },
  ...Object.values(LOCALE_NAMES).map((text) => ({
    text,
    reason: 'a language named in its own language (language selector)',
  })),
  {
    text: 'Lectura en casa',
    reason: 'the public name parent-letter.spec.ts gives its administration (test data)',
  },
];

/**
 * Names of the demo world (demo-world.ts): organisations, administrations, logins; the seeded
 * task variants' name and description (seed-catalogue.ts: rows an administrator may edit); task ids.
 */
export const DATA_PHRASES: readonly string[] = [
  ...DEMO_ORGS.flatMap((o) => [o.name, o.abbreviation ?? '']),
  ...[...DEMO_ADMINISTRATIONS, DEMO_FALL_SCREENER].flatMap((a) => [a.name, a.publicName]),
  ...DEMO_PEOPLE.map((p) => p.login),
  DEFAULT_VARIANT_NAME,
  'Standard settings.',
  // Task ids ('roar-survey' before the proper name 'ROAR' is taken out of it).
  ...TASK_CATALOGUE.map((t) => t.id),
].filter(Boolean);

/** People's names of the demo world: data wherever they appear. */
export const DATA_WORDS: readonly string[] = [
  ...DEMO_PEOPLE.flatMap((p) => [p.first, p.last]),
  ...DEMO_CLASSMATES.flatMap((c) => c.names.flatMap(([first, last]) => [first, last])),
];
