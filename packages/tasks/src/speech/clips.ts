/**
 * The spoken narration of the Word (swr, swr-es) and Sentence (sre, sre-es) games, the speech
 * every game shares, and the student home's spoken start prompt (`home.start`: it names the visible
 * start button, 'Click to start' / 'Haz clic para empezar', so what is heard matches what is seen). The games also show these strings on screen, so each one reads well as text
 * and as speech: short sentences, words a young child knows, the keys and the button labels spelled
 * out. The button labels named here are the games' own: Word uses "Made-up" (left) and "Real word"
 * (right), "Inventada" and "Palabra real" in Spanish; Sentence uses "False" and "True", "Falso" and
 * "Verdadero".
 *
 * Written for this project (see README.md); the English avoids words spelled differently in en-US
 * and en-GB, and the Spanish avoids regional words and gendered forms that address the child.
 * Changing a text means re-running `npx tsx packages/tasks/scripts/build-speech-assets.ts`; a test
 * fails until the audio matches the text.
 */

/** Languages with narration; every locale of the language (en-US, en-GB; es-ES, es-CO) shares it. */
export type SpeechLanguage = 'en' | 'es';

export const SPEECH_LANGUAGES: readonly SpeechLanguage[] = ['en', 'es'];

/**
 * Every fixed clip, `<game>.<moment>`; `common.*` clips are shared by all games. The prompts and
 * instructions of the item banks (Letter, Phonics, Phoneme) are clips too: see item-clips.ts.
 */
export const CLIP_KEYS = [
  'common.start',
  'common.correct',
  'common.incorrect',
  'common.practice-done',
  'common.break',
  'common.end',
  'common.sound-check',
  'swr.intro',
  'swr.practice-intro',
  'sre.intro',
  'sre.practice-intro',
  'fluency.intro-type',
  'fluency.intro-choose2',
  'fluency.intro-choose6',
  'fluency.keypad-intro',
  'fluency.practice-intro',
  'fluency.try-again',
  'fluency.hint-type',
  'fluency.hint-choose',
  'fluency.time-up',
  'home.start',
] as const;

export type ClipKey = (typeof CLIP_KEYS)[number];

/** `<language>/<key>`: a fixed clip's id in the speech manifest and its path under `/audio`. */
export type ClipId = `${SpeechLanguage}/${ClipKey}`;

export const SPEECH_CLIPS: Record<SpeechLanguage, Record<ClipKey, string>> = {
  en: {
    'common.start': 'Tap the screen or press any key to start.',
    'common.correct': "Yes, that's right! Great job.",
    'common.incorrect': "Oops, not quite. Let's keep going.",
    'common.practice-done':
      'That was the practice. Now the real game begins, and there will be no more hints. Go as fast as you can, but be careful!',
    'common.break':
      'Well done! Take a short rest. When you are ready, press any key or tap the screen to keep going.',
    'common.end': 'You are all done. Great job!',
    'common.sound-check': 'Hi! Can you hear me?',
    'swr.intro':
      'A word will flash on the screen very quickly. If it is a real word, press the right arrow key, or tap the Real word button on the right. If it is a made-up word, press the left arrow key, or tap the Made-up button on the left.',
    'swr.practice-intro': "Let's try a few words first.",
    'sre.intro':
      'Read each sentence quietly to yourself. If it is true, press the right arrow key, or tap the True button on the right. If it is false, press the left arrow key, or tap the False button on the left. Answer as many as you can before the time runs out.',
    'sre.practice-intro': "Let's try a few sentences first.",
    'fluency.intro-type':
      "Let's solve some math problems! Work out each answer, type it, then press Enter or tap the Done button. Go as fast as you can, but be careful.",
    'fluency.intro-choose2':
      "Let's solve some math problems! Choose the right answer: tap it, or press the left or right arrow key. Go as fast as you can, but be careful.",
    'fluency.intro-choose6':
      "Let's solve some math problems! Choose the right answer: tap it, or move to it with the arrow keys and press Enter. Go as fast as you can, but be careful.",
    'fluency.keypad-intro':
      "First, let's try typing numbers. Type the number you see, then press Enter or tap the Done button.",
    'fluency.practice-intro': "Now let's try a few problems together.",
    'fluency.try-again': 'Not quite. Take your time and try again!',
    'fluency.hint-type': 'Here is the answer. Type it, then press Enter or tap the Done button.',
    'fluency.hint-choose': 'Here is the answer. Choose it.',
    'fluency.time-up': 'Time is up! Well done.',
    'home.start': 'Ready to play? Tap the button that says Click to start.',
  },
  es: {
    'common.start': 'Toca la pantalla o presiona cualquier tecla para empezar.',
    'common.correct': '¡Sí, muy bien! Esa es la respuesta.',
    'common.incorrect': 'Uy, esa no era. ¡Sigamos adelante!',
    'common.practice-done':
      'Se acabó la práctica. Ahora empieza el juego de verdad y ya no habrá pistas. ¡Ve lo más rápido que puedas, pero con cuidado!',
    'common.break':
      '¡Muy bien hecho! Descansa un momento. Cuando quieras seguir, presiona cualquier tecla o toca la pantalla.',
    'common.end': '¡Terminaste todo! ¡Hiciste un gran trabajo!',
    'common.sound-check': '¡Hola! ¿Me oyes?',
    'swr.intro':
      'Una palabra va a aparecer en la pantalla muy rápido. Si es una palabra real, presiona la flecha derecha o toca el botón Palabra real, a la derecha. Si es una palabra inventada, presiona la flecha izquierda o toca el botón Inventada, a la izquierda.',
    'swr.practice-intro': 'Primero, vamos a probar con unas palabras.',
    'sre.intro':
      'Lee cada frase en silencio. Si es verdadera, presiona la flecha derecha o toca el botón Verdadero, a la derecha. Si es falsa, presiona la flecha izquierda o toca el botón Falso, a la izquierda. Responde todas las que puedas antes de que se acabe el tiempo.',
    'sre.practice-intro': 'Primero, vamos a probar con unas frases.',
    'fluency.intro-type':
      '¡Vamos a resolver problemas de matemáticas! Calcula cada respuesta, escríbela y luego presiona Enter o toca el botón Listo. Ve lo más rápido que puedas, pero con cuidado.',
    'fluency.intro-choose2':
      '¡Vamos a resolver problemas de matemáticas! Elige la respuesta correcta: tócala, o presiona la flecha izquierda o la derecha. Ve lo más rápido que puedas, pero con cuidado.',
    'fluency.intro-choose6':
      '¡Vamos a resolver problemas de matemáticas! Elige la respuesta correcta: tócala, o llega a ella con las flechas y presiona Enter. Ve lo más rápido que puedas, pero con cuidado.',
    'fluency.keypad-intro':
      'Primero, vamos a probar a escribir números. Escribe el número que ves y luego presiona Enter o toca el botón Listo.',
    'fluency.practice-intro': 'Ahora vamos a probar con unos problemas.',
    'fluency.try-again': 'Esa no es. Tómate tu tiempo e inténtalo otra vez.',
    'fluency.hint-type':
      'Esta es la respuesta. Escríbela y luego presiona Enter o toca el botón Listo.',
    'fluency.hint-choose': 'Esta es la respuesta. Elígela.',
    'fluency.time-up': '¡Se acabó el tiempo! Muy bien hecho.',
    'home.start': '¿Quieres jugar? Toca el botón que dice Haz clic para empezar.',
  },
};

/** The manifest id of a clip: `clipId('es', 'swr.intro')` is `'es/swr.intro'`. */
export function clipId(language: SpeechLanguage, key: ClipKey): ClipId {
  return `${language}/${key}`;
}

/** The text of every fixed clip (both languages) by its manifest id. */
export function fixedClipTexts(): Record<ClipId, string> {
  const texts = {} as Record<ClipId, string>;
  for (const language of SPEECH_LANGUAGES) {
    for (const key of CLIP_KEYS) texts[clipId(language, key)] = SPEECH_CLIPS[language][key];
  }
  return texts;
}
