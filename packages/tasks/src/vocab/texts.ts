import type { VocabLanguage } from './bank.ts';

/**
 * The spoken instructions, written for this project (2026-11-29); shown as they are said. The
 * Spanish uses tú and words shared by Spain and Latin America.
 */
export const VOCAB_INSTRUCTIONS: Readonly<
  Record<VocabLanguage, { intro: string; 'practice-intro': string }>
> = {
  en: {
    intro:
      'You will hear a word. Find the picture that shows the word and choose it. To hear the word again, use the button under the pictures.',
    'practice-intro': 'Let’s try a few first.',
  },
  es: {
    intro:
      'Vas a oír una palabra. Busca el dibujo que muestra esa palabra y elígelo. Para oír la palabra otra vez, usa el botón que está debajo de los dibujos.',
    'practice-intro': 'Primero vamos a probar con unas pocas.',
  },
};
