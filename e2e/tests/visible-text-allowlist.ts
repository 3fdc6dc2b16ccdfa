import {
  DEMO_ADMINISTRATIONS,
  DEMO_CLASSMATES,
  DEMO_FALL_SCREENER,
  DEMO_ORGS,
  DEMO_PEOPLE,
} from '../../apps/server/src/modules/demo/demo-world.ts';
import { LOCALE_NAMES } from '@roar/contracts';
import { PLAYABLE_TASK_IDS } from '@roar/tasks/registry';

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

/** Names of the demo world (demo-world.ts): organisations, administrations. */
export const DATA_PHRASES: readonly string[] = [
  ...DEMO_ORGS.flatMap((o) => [o.name, o.abbreviation ?? '']),
  ...[...DEMO_ADMINISTRATIONS, DEMO_FALL_SCREENER].flatMap((a) => [a.name, a.publicName]),
].filter(Boolean);

/** People's names and logins of the demo world, and task ids: data wherever they appear. */
export const DATA_WORDS: readonly string[] = [
  ...DEMO_PEOPLE.flatMap((p) => [p.first, p.last, p.login]),
  ...DEMO_CLASSMATES.flatMap((c) => c.names.flatMap(([first, last]) => [first, last])),
  ...PLAYABLE_TASK_IDS,
];
