/**
 * On-screen words of the games that are not spoken (buttons, labels, status). Spoken instructions
 * and feedback come from the speech clips (speech/clips.ts) and are shown with the same text.
 * A game speaks and shows its task's language; the interface locale only picks the regional
 * variant (en-US or en-GB, es-ES or es-CO).
 */
export interface GameMessages {
  continue: string;
  start: string;
  madeUp: string;
  real: string;
  false: string;
  true: string;
  progress: string;
  practice: string;
  stimulus: string;
  answerPrompt: string;
  replay: string;
}

const EN_US: GameMessages = {
  continue: 'Continue',
  start: 'Start',
  madeUp: 'Made-up',
  real: 'Real word',
  false: 'False',
  true: 'True',
  progress: 'Progress',
  practice: 'Practice',
  stimulus: 'Read this',
  answerPrompt: 'Choose an answer',
  replay: 'Hear it again',
};

const EN_GB: GameMessages = { ...EN_US };

const ES_ES: GameMessages = {
  continue: 'Continuar',
  start: 'Empezar',
  madeUp: 'Inventada',
  real: 'Palabra real',
  false: 'Falso',
  true: 'Verdadero',
  progress: 'Progreso',
  practice: 'Práctica',
  stimulus: 'Lee esto',
  answerPrompt: 'Elige una respuesta',
  replay: 'Escuchar otra vez',
};

const ES_CO: GameMessages = { ...ES_ES };

export const GAME_MESSAGES: Readonly<Record<GameLocale, GameMessages>> = {
  'en-US': EN_US,
  'en-GB': EN_GB,
  'es-ES': ES_ES,
  'es-CO': ES_CO,
};

export type GameLocale = 'en-US' | 'en-GB' | 'es-ES' | 'es-CO';

/** The locale a game shows: its task's language, in the interface's region when that matches. */
export function gameLocale(taskLanguage: 'en' | 'es' | 'en-CA', uiLocale: string): GameLocale {
  if (taskLanguage === 'es') return uiLocale === 'es-ES' ? 'es-ES' : 'es-CO';
  return uiLocale === 'en-GB' ? 'en-GB' : 'en-US';
}
