import { localeForBrowserLanguage, type Locale } from '../locales.ts';
import enGB from './en-GB.ts';
import enUS from './en-US.ts';
import esCO from './es-CO.ts';
import esES from './es-ES.ts';
import type { TaskTextCatalogue, TaskTextOverrides } from './types.ts';

/**
 * A catalogue task's texts in a locale, for texts made on the server (CSV headers): the same
 * rule as the web app's lib/task-text.ts. A stored text is translated only while it is still the
 * catalogue's own (en-US); what an administrator wrote, or a task we do not know, stays as stored.
 * The web app does not import this module (it would bundle every locale): it loads one locale's
 * file as an i18next namespace.
 */

/** Each locale's own texts, most specific first, down to en-US. */
const CHAINS: Record<Locale, ReadonlyArray<TaskTextOverrides>> = {
  'en-US': [enUS],
  'en-GB': [enGB, enUS],
  'es-ES': [esES, enUS],
  'es-CO': [esCO, esES, enUS],
};

type Kind = Exclude<keyof TaskTextCatalogue, 'tags'>;

export interface ServerTaskTexts {
  name(taskId: string, stored: string): string;
  publicName(taskId: string, stored: string): string;
}

/** The task texts of `locale` (a language tag; 'es-MX' reads es-CO, an unknown one en-US). */
export function taskTextsIn(locale: string | undefined): ServerTaskTexts {
  const chain = CHAINS[localeForBrowserLanguage(locale)];
  const text = (kind: Kind) => (taskId: string, stored: string) => {
    const english: Record<string, string> = enUS[kind];
    if (!Object.hasOwn(english, taskId) || english[taskId] !== stored) return stored;
    for (const texts of chain) {
      const own = (texts[kind] as Record<string, string> | undefined)?.[taskId];
      if (own !== undefined) return own;
    }
    return stored;
  };
  return { name: text('names'), publicName: text('publicNames') };
}
