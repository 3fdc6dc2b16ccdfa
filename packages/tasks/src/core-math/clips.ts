import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { itemClipId } from '../choice/clips.ts';
import { CORE_MATH_ITEMS, CORE_MATH_PRACTICE } from './bank.ts';
import type { CoreMathLanguage } from './types.ts';

/** What the game says besides the questions (written for this project, 2026-11-27). */
export const CORE_MATH_SAYS: Record<CoreMathLanguage, Record<string, string>> = {
  en: {
    intro:
      "Let's do some math! Listen to each question, then answer: tap an answer, type a number, or put a number on the line. Some questions are hard. Just do your best.",
    'practice-intro': "Let's try two questions first.",
    'show-answer': 'Here is the right answer.',
  },
  es: {
    intro:
      '¡Vamos a hacer matemáticas! Escucha cada pregunta y responde: toca una respuesta, escribe un número o pon un número en la recta. Algunas preguntas son difíciles. Haz lo mejor que puedas.',
    'practice-intro': 'Primero, vamos a probar con dos preguntas.',
    'show-answer': 'Esta es la respuesta correcta.',
  },
};

const WORDS: Record<CoreMathLanguage, [RegExp, string][]> = {
  en: [
    [/☐/g, 'the box'],
    [/\(−(\d)/g, '(minus $1'],
    [/(\d)\s*\/\s*(\d)/g, '$1 over $2'],
    [/\s*×\s*/g, ' times '],
    [/\s*÷\s*/g, ' divided by '],
    [/\s+[−-]\s+/g, ' minus '],
    [/\s*\+\s*/g, ' plus '],
    [/\s*=\s*\?/g, ' equals what number?'],
    [/\s*=\s*/g, ' equals '],
    [/\s\?/g, ' what number'],
  ],
  es: [
    [/☐/g, 'el recuadro'],
    [/\(−(\d)/g, '(menos $1'],
    [/(\d)\s*\/\s*(\d)/g, '$1 sobre $2'],
    [/\s*×\s*/g, ' por '],
    [/\s*÷\s*/g, ' entre '],
    [/\s+[−-]\s+/g, ' menos '],
    [/\s*\+\s*/g, ' más '],
    [/\s*=\s*\?/g, ' es igual a qué número?'],
    [/\s*=\s*/g, ' es igual a '],
    [/\s\?/g, ' qué número'],
    [/ a el /g, ' al '],
  ],
};

/** A question as the voice reads it: signs as words ('7 × 8' is 'seven times eight'). */
export function spokenPrompt(prompt: string, language: CoreMathLanguage): string {
  return WORDS[language].reduce((text, [sign, word]) => text.replace(sign, word), prompt);
}

/** The clip group of a task: what the game says, and each question read aloud. */
export function coreMathClips(group: string, language: CoreMathLanguage): ItemClipGroup {
  const questions = [...CORE_MATH_PRACTICE, ...CORE_MATH_ITEMS].map(
    (item) => [item.id, spokenPrompt(item.prompt[language], language)] as const,
  );
  return {
    group,
    language,
    texts: { ...CORE_MATH_SAYS[language], ...Object.fromEntries(questions) },
  };
}

export const coreMathClipId = (language: CoreMathLanguage, group: string, key: string) =>
  itemClipId(language, group, key);
