import type { PaDeletion, PaInstructions, PaLanguage, PaSubtest } from './types.ts';

/**
 * Narration of the Phoneme task, written for this project. Words are spelled for a speech engine
 * (espeak-ng) and a human reader alike; sounds are never written alone (no IPA, no letter names):
 * a deletion item asks for "the first sound" or "the last sound" instead. English avoids words
 * spelled differently in US and British English ('practise'); Spanish uses tú and no regional
 * words.
 */
export interface PaText {
  readonly instructions: Readonly<Record<PaSubtest, PaInstructions>>;
  /** First or last sound matching: the question about the cue, then the three choices. */
  readonly matchPrompt: (
    subtest: 'FSM' | 'LSM',
    cue: string,
    choices: readonly [string, string, string],
  ) => string;
  /** Deletion: what to take away from which word, then the three choices. */
  readonly deletionPrompt: (
    word: string,
    deletion: PaDeletion,
    choices: readonly [string, string, string],
  ) => string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const englishChoices = ([a, b, c]: readonly [string, string, string]) =>
  `${capitalise(a)}, ${b}, or ${c}?`;

/** Spanish "o" becomes "u" before a word that starts with the sound o (oso u ojo, rosa u hoja). */
const spanishChoices = ([a, b, c]: readonly [string, string, string]) =>
  `¿${capitalise(a)}, ${b} ${/^h?[oó]/.test(c) ? 'u' : 'o'} ${c}?`;

const ENGLISH_PRACTICE = "Let's try a few first.";
const SPANISH_PRACTICE = 'Primero vamos a probar con unos pocos.';

const ENGLISH: PaText = {
  instructions: {
    FSM: {
      intro:
        'In this game, we listen to the sounds in words. You will see a picture at the top and hear its name. Then you will hear the names of three more pictures. Tap or click the picture that starts with the same sound as the picture at the top.',
      practiceIntro: ENGLISH_PRACTICE,
    },
    LSM: {
      intro:
        'Now listen to the last sound in words. You will see a picture at the top and hear its name. Tap or click the picture that ends with the same sound as the picture at the top.',
      practiceIntro: ENGLISH_PRACTICE,
    },
    DEL: {
      intro:
        'Now we take away part of a word. You will hear a word, and what to take away. Think how the word sounds without that part, then tap or click the picture of what is left. Sometimes you take away a small word, like snow in snowball. Sometimes you take away just one sound.',
      practiceIntro: ENGLISH_PRACTICE,
    },
  },
  matchPrompt: (subtest, cue, choices) =>
    `Which picture ${subtest === 'FSM' ? 'starts' : 'ends'} with the same sound as ${cue}? ${englishChoices(choices)}`,
  deletionPrompt: (word, deletion, choices) => {
    const without =
      deletion.kind === 'part'
        ? deletion.part
        : `its ${deletion.kind === 'first-sound' ? 'first' : 'last'} sound`;
    return `Say ${word} without ${without}. What is left? ${englishChoices(choices)}`;
  },
};

const SPANISH: PaText = {
  instructions: {
    FSM: {
      intro:
        'En este juego vamos a escuchar los sonidos de las palabras. Arriba verás un dibujo y oirás su nombre. Después oirás el nombre de otros tres dibujos. Toca o haz clic en el dibujo que empieza con el mismo sonido que el dibujo de arriba.',
      practiceIntro: SPANISH_PRACTICE,
    },
    LSM: {
      intro:
        'Ahora escucha el último sonido de las palabras. Arriba verás un dibujo y oirás su nombre. Toca o haz clic en el dibujo que termina con el mismo sonido que el dibujo de arriba.',
      practiceIntro: SPANISH_PRACTICE,
    },
    DEL: {
      intro:
        'Ahora vamos a quitarle un pedazo a una palabra. Vas a oír una palabra y lo que hay que quitarle. Piensa cómo suena la palabra sin ese pedazo y toca o haz clic en el dibujo de lo que queda. A veces quitas un pedazo grande, como mari en mariposa. A veces quitas un solo sonido.',
      practiceIntro: SPANISH_PRACTICE,
    },
  },
  matchPrompt: (subtest, cue, choices) =>
    `¿Qué dibujo ${subtest === 'FSM' ? 'empieza' : 'termina'} con el mismo sonido que ${cue}? ${spanishChoices(choices)}`,
  deletionPrompt: (word, deletion, choices) => {
    const without =
      deletion.kind === 'part'
        ? deletion.part
        : `su ${deletion.kind === 'first-sound' ? 'primer' : 'último'} sonido`;
    return `Di ${word} sin ${without}. ¿Qué queda? ${spanishChoices(choices)}`;
  },
};

export const PA_TEXT: Readonly<Record<PaLanguage, PaText>> = { en: ENGLISH, es: SPANISH };
