import { type BankRows, withoutFirstSound, withoutLastSound, withoutPart } from './rows.ts';

/**
 * Spanish Phoneme items (task pa-es), written for this project (README.md). Each list runs from
 * easy to hard; bank.test.ts checks every sound claim with the rules of phonemes-es.ts in the
 * accents of Spain and Latin America, and every word against the Spanish word list.
 */
export const PA_ROWS_ES: BankRows = {
  FSM: {
    // [cue, answer, distractor, distractor]
    practice: [
      ['sol', 'silla', 'luna', 'pato'],
      ['mano', 'miel', 'gato', 'rosa'],
      ['luna', 'limón', 'vaca', 'perro'],
    ],
    test: [
      // Sounds that can be held (f, l, r, n), unlike distractors.
      ['foca', 'fuego', 'mano', 'tigre'],
      ['leche', 'lobo', 'tomate', 'mono'],
      ['rosa', 'ratón', 'vaca', 'pie'],
      ['nube', 'nariz', 'gato', 'silla'],
      // A distractor rhymes with the cue: it catches matching the rhyme instead of the start.
      ['gato', 'gorra', 'pato', 'luna'],
      ['pera', 'pez', 'bandera', 'sol'],
      ['dado', 'diente', 'hada', 'sol'],
      ['oso', 'oreja', 'vaso', 'uva'],
      // Spelling and sound disagree: c and qu (casa, queso), g and j (jirafa, girasol, gato),
      // v and b (vaca, burro), a silent h (hoja, ojo; helado, elefante).
      ['casa', 'queso', 'cebra', 'rosa'],
      ['jirafa', 'girasol', 'gato', 'rana'],
      ['vaca', 'burro', 'foca', 'pato'],
      ['hoja', 'ojo', 'helado', 'caja'],
      ['queso', 'cometa', 'hueso', 'gorra'],
      ['cereza', 'cisne', 'casa', 'fresa'],
      ['elefante', 'helado', 'hoja', 'diente'],
      // Cues that start with two consonants, or are long: a distractor starts with the cue's
      // second sound.
      ['fresa', 'flor', 'rosa', 'pera'],
      ['plato', 'piña', 'lobo', 'gato'],
      ['tren', 'tortuga', 'rana', 'pan'],
      ['mariposa', 'murciélago', 'nariz', 'rosa'],
    ],
  },
  LSM: {
    practice: [
      ['pan', 'tren', 'pato', 'sol'],
      ['gato', 'mono', 'gorra', 'luna'],
      ['vaca', 'rosa', 'pie', 'sol'],
    ],
    test: [
      // Words that end in a consonant (l, n, r), unlike distractors.
      ['árbol', 'caracol', 'mano', 'pie'],
      ['limón', 'avión', 'casa', 'gato'],
      ['flor', 'tambor', 'vaca', 'luna'],
      ['ratón', 'delfín', 'uva', 'sol'],
      // A distractor starts like the cue: it catches matching the first sound instead.
      ['perro', 'lobo', 'pera', 'luna'],
      ['casa', 'rana', 'cohete', 'pato'],
      ['leche', 'nube', 'lobo', 'mano'],
      ['pie', 'café', 'pera', 'sol'],
      ['dado', 'mango', 'diente', 'casa'],
      ['camión', 'león', 'cama', 'sol'],
      // Close last sounds: l and r, i and e; the answer shares only the last vowel.
      ['sol', 'miel', 'silla', 'flor'],
      ['tractor', 'pintor', 'tortuga', 'árbol'],
      ['esquí', 'taxi', 'elefante', 'mono'],
      ['hoja', 'abeja', 'ojo', 'leche'],
      ['oreja', 'gallina', 'oso', 'tigre'],
      ['tigre', 'llave', 'tren', 'lobo'],
      ['serpiente', 'tomate', 'silla', 'gato'],
      ['bebé', 'cohete', 'bota', 'esquí'],
      ['foca', 'piña', 'fuego', 'nube'],
    ],
  },
  DEL: {
    practice: [
      withoutPart('girasol', 'gira', 'sol', 'girasol', 'sal'),
      withoutPart('piñata', 'ta', 'piña', 'piñata', 'niña'),
      withoutFirstSound('sala', 'ala', 'sal', 'ola'),
    ],
    test: [
      // Without the first part: distractors are the removed part or the whole word, and a word
      // that sounds like the answer.
      withoutPart('soldado', 'sol', 'dado', 'sol', 'dedo'),
      withoutPart('camaleón', 'cama', 'león', 'cama', 'melón'),
      withoutPart('zapato', 'za', 'pato', 'zapato', 'gato'),
      withoutPart('hermano', 'her', 'mano', 'mono', 'manzana'),
      withoutPart('corbata', 'cor', 'bata', 'corbata', 'lata'),
      withoutPart('pirata', 'pi', 'rata', 'piña', 'rana'),
      withoutPart('sonido', 'so', 'nido', 'sol', 'niño'),
      // Without the last part.
      withoutPart('caracol', 'col', 'cara', 'caracol', 'casa'),
      withoutPart('panda', 'da', 'pan', 'panda', 'pato'),
      // Without the first sound (a silent h starts three answers: huevo, hada, hoja).
      withoutFirstSound('barco', 'arco', 'barco', 'marco'),
      withoutFirstSound('bola', 'ola', 'bola', 'olla'),
      withoutFirstSound('nuevo', 'huevo', 'nube', 'hueso'),
      withoutFirstSound('nada', 'hada', 'dado', 'hacha'),
      withoutFirstSound('roja', 'hoja', 'rosa', 'ojo'),
      // Without the first of two consonants.
      withoutFirstSound('globo', 'lobo', 'globo', 'loro'),
      withoutFirstSound('plancha', 'lancha', 'planta', 'ancla'),
      // Without the last sound.
      withoutLastSound('motor', 'moto', 'mono', 'tambor'),
      withoutLastSound('piel', 'pie', 'pez', 'miel'),
      withoutLastSound('lunar', 'luna', 'lupa', 'pluma'),
    ],
  },
};
