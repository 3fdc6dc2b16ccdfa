import type { SurveyLanguage } from './items.ts';

/**
 * What the survey game says and shows besides its questions (items.ts), in both languages:
 * written for this project for children of five to twelve.
 */
const EN = {
  /** Before everything: what the survey is. */
  intro:
    "Let's answer some questions about you! Listen to each question, then tap the answer that is true for you. There are no right or wrong answers.",
  /** The assent question, with its two buttons. */
  assent: 'Do you want to answer the questions? It is fine to say no.',
  /** Before the practice questions: the scale. */
  'practice-intro':
    'First, two practice questions. The answers go from "No, never" to "Yes, all of the time".',
  /** After a practice answer: what the child chose. */
  'chose-0': 'You chose "No, never". Thank you!',
  'chose-1': 'You chose "Yes, some of the time". Thank you!',
  'chose-2': 'You chose "Yes, most of the time". Thank you!',
  'chose-3': 'You chose "Yes, all of the time". Thank you!',
  /** Before the first real question. */
  'test-intro': 'Now the real questions. Remember, there are no right or wrong answers.',
  /** After the last question. */
  end: 'All done! Thank you for telling us about you.',
  /** After the child chose not to answer. */
  skipped: "That's okay. Thank you!",
} as const;

export type SurveyTextKey = keyof typeof EN;

const ES: Record<SurveyTextKey, string> = {
  intro:
    '¡Vamos a responder unas preguntas sobre ti! Escucha cada pregunta y toca la respuesta que sea verdad para ti. No hay respuestas correctas ni incorrectas.',
  assent: '¿Quieres responder las preguntas? Está bien decir que no.',
  'practice-intro':
    'Primero, dos preguntas de práctica. Las respuestas van de "No, nunca" a "Sí, todo el tiempo".',
  'chose-0': 'Elegiste "No, nunca". ¡Gracias!',
  'chose-1': 'Elegiste "Sí, algunas veces". ¡Gracias!',
  'chose-2': 'Elegiste "Sí, la mayor parte del tiempo". ¡Gracias!',
  'chose-3': 'Elegiste "Sí, todo el tiempo". ¡Gracias!',
  'test-intro':
    'Ahora vienen las preguntas de verdad. Recuerda: no hay respuestas correctas ni incorrectas.',
  end: '¡Terminamos! Gracias por contarnos sobre ti.',
  skipped: 'Está bien. ¡Gracias!',
};

export const SURVEY_TEXTS: Readonly<
  Record<SurveyLanguage, Readonly<Record<SurveyTextKey, string>>>
> = { en: EN, es: ES };

/** The assent screen's two buttons (shown, not spoken: the assent clip asks the question). */
export const ASSENT_BUTTONS: Readonly<Record<SurveyLanguage, { yes: string; no: string }>> = {
  en: { yes: "Yes, let's start", no: 'No, thank you' },
  es: { yes: 'Sí, empecemos', no: 'No, gracias' },
};
