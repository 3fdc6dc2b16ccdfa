import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { LEGAL_TEXTS } from '../../apps/server/src/modules/legal/texts.ts';
import { SPEECH_CLIPS } from '../../packages/tasks/src/speech/clips.ts';
import { GAME_MESSAGES } from '../../packages/tasks/src/ui/messages.ts';
import { dateWords, textMatcher, unmatched, visibleTexts } from './visible-text.ts';

/**
 * Issue 21: on a Spanish page (its own or an element's `lang` is es-*) every visible text is a
 * Spanish catalogue value, data or an allowlisted proper name. The catalogues are read from the
 * sources: the web app's es-ES and es-CO files (shared texts, screens, task texts and every
 * feature's), the games' words and speech in Spanish, and the server's Spanish texts that reach a
 * page (letters, legal texts).
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SPANISH_FILE = /^es-(ES|CO)\.ts$/;

/** Every string inside a value (objects, arrays), however deep. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** The web app's and the letters' Spanish catalogue files. */
function catalogueFiles(): string[] {
  const dirs = [
    'apps/web/src/i18n/locales',
    'apps/web/src/i18n/screens',
    'packages/contracts/src/task-text',
    'apps/server/src/modules/letters/text',
    ...readdirSync(join(REPO, 'apps/web/src/features')).map(
      (feature) => `apps/web/src/features/${feature}/i18n`,
    ),
  ];
  return dirs
    .filter((dir) => existsSync(join(REPO, dir)))
    .flatMap((dir) => {
      const files = readdirSync(join(REPO, dir), { withFileTypes: true }).filter(
        (f) => f.isFile() && SPANISH_FILE.test(f.name),
      );
      return files.map((f) => join(REPO, dir, f.name));
    });
}

async function loadMatcher(): Promise<(text: string) => boolean> {
  const modules = await Promise.all(
    catalogueFiles().map((file) => import(pathToFileURL(file).href)),
  );
  const values = [
    ...modules.flatMap((m) => strings(m)),
    ...strings([GAME_MESSAGES['es-ES'], GAME_MESSAGES['es-CO'], SPEECH_CLIPS.es]),
    ...strings(Object.entries(LEGAL_TEXTS).filter(([locale]) => locale.startsWith('es'))),
  ];
  return textMatcher({ values, words: dateWords(['es-ES', 'es-CO']) });
}

let matcher: Promise<(text: string) => boolean> | null = null;

/** The visible texts of the page's Spanish parts that are not catalogue texts nor data. */
export async function spanishTextProblems(page: Page): Promise<string[]> {
  const texts = await visibleTexts(page, '^es\\b');
  if (texts.length === 0) return [];
  matcher ??= loadMatcher();
  return unmatched(texts, await matcher).map((problem) => `not Spanish catalogue text: ${problem}`);
}
