import type { SoundRow } from './sound-table.ts';
import type { LetterInstructions, LetterLanguage, LetterSubtask } from './types.ts';

/**
 * Narration and prompts of the letter tasks, written for this project. English avoids words spelled
 * differently in US, Canadian and British English ('practise'); Spanish uses tú, no regional words
 * ('altavoz', 'parlante') and no gendered forms that address the child.
 */
type Language = 'en' | 'es';

const TEXT_LANGUAGE: Readonly<Record<LetterLanguage, Language>> = {
  en: 'en',
  'en-CA': 'en',
  es: 'es',
};

const ENGLISH: Record<LetterSubtask, LetterInstructions> = {
  UppercaseNames: {
    intro:
      'You will hear the name of a letter. Find that letter and tap or click it. These are all capital letters. To hear the name again, tap the speaker button.',
    practiceIntro: "Let's try a few first.",
  },
  LowercaseNames: {
    intro:
      'Now the letters are small letters. You will hear the name of a letter. Find that letter and tap or click it. To hear the name again, tap the speaker button.',
    practiceIntro: "Let's try a few first.",
  },
  Phonemes: {
    intro:
      'Now listen for the sounds that letters make. You will hear a sound in a word. Tap or click the letter that makes that sound. To hear it again, tap the speaker button.',
    practiceIntro: "Let's try a few first.",
  },
};

const SPANISH: Record<LetterSubtask, LetterInstructions> = {
  UppercaseNames: {
    intro:
      'Vas a escuchar el nombre de una letra. Busca esa letra y tócala o haz clic en ella. Todas son letras mayúsculas. Para escuchar el nombre otra vez, toca el botón del sonido.',
    practiceIntro: 'Primero vamos a probar con unas pocas.',
  },
  LowercaseNames: {
    intro:
      'Ahora las letras son minúsculas. Vas a escuchar el nombre de una letra. Busca esa letra y tócala o haz clic en ella. Para escuchar el nombre otra vez, toca el botón del sonido.',
    practiceIntro: 'Primero vamos a probar con unas pocas.',
  },
  Phonemes: {
    intro:
      'Ahora vas a escuchar una palabra. Busca la letra que hace el primer sonido de esa palabra y tócala o haz clic en ella. Para escuchar otra vez, toca el botón del sonido.',
    practiceIntro: 'Primero vamos a probar con unas pocas.',
  },
};

const INSTRUCTIONS: Readonly<Record<Language, Record<LetterSubtask, LetterInstructions>>> = {
  en: ENGLISH,
  es: SPANISH,
};

/** The narration of each subtask of a letter task. */
export function letterInstructions(
  language: LetterLanguage,
): Readonly<Record<LetterSubtask, LetterInstructions>> {
  return INSTRUCTIONS[TEXT_LANGUAGE[language]];
}

/** The spoken prompt of a name item, from the letter's spoken name ('bee', 'zed', 'uve'). */
export function namePrompt(language: LetterLanguage, spokenName: string): string {
  return TEXT_LANGUAGE[language] === 'en'
    ? `Find the letter ${spokenName}.`
    : `Busca la letra ${spokenName}.`;
}

/** The spoken prompt of a letter-sound item. */
export function soundPrompt(language: LetterLanguage, row: SoundRow): string {
  if (TEXT_LANGUAGE[language] === 'es') {
    const where = row.position === 'first' ? 'primer' : 'último';
    return `¿Qué letra hace el ${where} sonido de ${row.anchor}?`;
  }
  if (row.sound !== undefined) return `Which letter says ${row.sound}, as in ${row.anchor}?`;
  return `Which letter makes the ${row.position} sound in ${row.anchor}?`;
}
