import type { SoundRow, SoundTable } from './sound-table.ts';

/**
 * Spanish letter sounds, asked through the first sound of a word ('el primer sonido de mesa'):
 * the sound of a stop cannot be said without a vowel, and a consonant plus 'e' is the letter's
 * name. Anchor words are known across Spain and Latin America. The build's voice is Latin American
 * (espeak-ng es-419), so c before e and i, s and z sound alike; the distractors allow for both
 * pronunciations.
 */
const row = (letter: string, anchor: string, distractors: string): SoundRow => ({
  letter,
  anchor,
  position: 'first',
  distractors,
});

export const SPANISH_SOUNDS: SoundTable = {
  practice: [row('m', 'mano', 'sot'), row('s', 'sapo', 'mal'), row('a', 'árbol', 'lmt')],
  test: [
    row('a', 'abeja', 'eou'),
    row('b', 'barco', 'dpm'),
    row('c', 'casa', 'gtp'),
    row('d', 'dedo', 'btp'),
    row('e', 'elefante', 'aiu'),
    row('f', 'foca', 'tsp'),
    row('g', 'gato', 'cjq'),
    row('i', 'isla', 'eul'),
    row('j', 'jirafa', 'iyf'),
    row('k', 'koala', 'gth'),
    row('l', 'luna', 'rni'),
    row('m', 'mesa', 'nñb'),
    row('n', 'nube', 'mñh'),
    row('ñ', 'ñandú', 'nmy'),
    row('o', 'oso', 'aue'),
    row('p', 'pato', 'bqt'),
    row('q', 'queso', 'gpo'),
    row('r', 'ratón', 'ldn'),
    row('s', 'sol', 'ftn'),
    row('t', 'tortuga', 'dpl'),
    row('u', 'uva', 'oin'),
    row('v', 'vaca', 'fuy'),
    row('y', 'yoyó', 'jvñ'),
    row('z', 'zapato', 'jtv'),
  ],
  sameSound: {
    b: 'vw', // vaca; wáter in Spain
    v: 'bw',
    c: 'kq', // kilo, queso
    k: 'cq',
    q: 'ck',
    s: 'czx', // cielo, zapato (seseo), xilófono
    z: 'csx',
    j: 'gx', // gente, México
    i: 'y', // rey, y
    u: 'w', // whisky
    y: 'i', // hielo (hie- said ye-)
  },
  skipped: {
    h: 'silent in Spanish words',
    w: 'only in borrowed words, said w (web) or b (wáter)',
    x: 'several sounds: ks (taxi), j (México), s (xilófono)',
  },
};
