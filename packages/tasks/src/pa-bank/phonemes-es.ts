/**
 * A small grapheme-to-phoneme rule set for Spanish, enough to check the first and last sound of the
 * picture words of the Phoneme task (pa-es). Spanish spelling is close to its sounds; the rules
 * below cover every spelling our words use. Symbols are IPA; they never reach the child (prompts
 * name words, not symbols).
 *
 * Rules, in the order they are tried at each position:
 * - Written accents only mark stress: á é í ó ú are the plain vowels. ü is /w/ (pingüino).
 * - ch /tʃ/; ll /ʎ/ (or /ʝ/ where ll and y sound alike: yeísmo); rr /r/.
 * - qu before e or i is /k/ and gu before e or i is /g/: the u is silent (queso, guitarra).
 * - c before e or i, and z, are /θ/ in most of Spain and /s/ in Latin America (seseo); c
 *   elsewhere and k are /k/.
 * - g before e or i and j are /x/ (girasol, jirafa); g elsewhere is /g/.
 * - h is silent (hoja, helado); hu before a vowel is /w/ (huevo) and hi before a vowel /ʝ/ (hielo).
 * - v is /b/ (vaca, like barco); ñ is /ɲ/; x is /ks/.
 * - y is the vowel /i/ at the end of a word (rey) and /ʝ/ elsewhere (yoyó).
 * - r is the trill /r/ at the start of a word and after l, n or s (ratón, honra), the tap /ɾ/
 *   elsewhere (pera).
 * - An unstressed i or u next to another vowel is the glide /j/ or /w/ (piano, agua); í and ú
 *   with an accent stay vowels (día, búho).
 *
 * Accents (ways of speaking) differ in two places that matter to us: θ or s, and ll like y or
 * not. A word's sounds are therefore given per accent, and the bank's rules must hold in all four
 * (SPANISH_ACCENTS). Not modelled, because the bank avoids relying on them: the weak final s of
 * Andalusia and the Caribbean coast, final d (pared) and final j (reloj).
 */

/** How a speaker pronounces the letter groups whose sound differs across Spanish accents. */
export interface SpanishAccent {
  /** true: c before e or i, and z, are /θ/ (most of Spain); false: they are /s/ (seseo). */
  readonly distinction: boolean;
  /** true: ll sounds like y, /ʝ/ (most speakers today); false: ll is /ʎ/. */
  readonly yeismo: boolean;
}

/** Every combination: a rule about sounds holds for Spain and Latin America alike. */
export const SPANISH_ACCENTS: readonly SpanishAccent[] = [
  { distinction: true, yeismo: true },
  { distinction: true, yeismo: false },
  { distinction: false, yeismo: true },
  { distinction: false, yeismo: false },
];

const PLAIN_VOWEL: Readonly<Record<string, string>> = {
  a: 'a',
  e: 'e',
  i: 'i',
  o: 'o',
  u: 'u',
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
};

const CONSONANT: Readonly<Record<string, readonly string[]>> = {
  b: ['b'],
  d: ['d'],
  f: ['f'],
  j: ['x'],
  k: ['k'],
  l: ['l'],
  m: ['m'],
  n: ['n'],
  ñ: ['ɲ'],
  p: ['p'],
  s: ['s'],
  t: ['t'],
  v: ['b'],
  w: ['w'],
  x: ['k', 's'],
};

const VOWEL_SOUNDS: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u']);

const isVowelLetter = (letter: string | undefined) => letter !== undefined && letter in PLAIN_VOWEL;
const isFrontVowel = (letter: string | undefined) =>
  letter !== undefined && 'eéií'.includes(letter);

/** The phonemes of one Spanish word (lower or upper case, letters only) in the given accent. */
export function spanishPhonemes(word: string, accent: SpanishAccent): string[] {
  const letters = [...word.toLowerCase().normalize('NFC')];
  const sounds: string[] = [];
  const soft = accent.distinction ? 'θ' : 's';
  let i = 0;
  while (i < letters.length) {
    const letter = letters[i] as string;
    const next = letters[i + 1];
    const previous = letters[i - 1];
    const step = (sound: readonly string[], width: number) => {
      sounds.push(...sound);
      i += width;
    };
    if (letter === 'c' && next === 'h') step(['tʃ'], 2);
    else if (letter === 'l' && next === 'l') step([accent.yeismo ? 'ʝ' : 'ʎ'], 2);
    else if (letter === 'r' && next === 'r') step(['r'], 2);
    else if (letter === 'q' && next === 'u') step(['k'], 2);
    else if (letter === 'g' && next === 'u' && isFrontVowel(letters[i + 2])) step(['g'], 2);
    else if (letter === 'c') step([isFrontVowel(next) ? soft : 'k'], 1);
    else if (letter === 'z') step([soft], 1);
    else if (letter === 'g') step([isFrontVowel(next) ? 'x' : 'g'], 1);
    else if (letter === 'h') {
      // Silent, but hu or hi before a vowel starts with a consonant-like glide (huevo, hielo).
      if (next === 'u' && isVowelLetter(letters[i + 2])) step(['w'], 2);
      else if (next === 'i' && isVowelLetter(letters[i + 2])) step(['ʝ'], 2);
      else step([], 1);
    } else if (letter === 'y') step([next === undefined ? 'i' : 'ʝ'], 1);
    else if (letter === 'r') {
      const trill =
        previous === undefined || previous === 'l' || previous === 'n' || previous === 's';
      step([trill ? 'r' : 'ɾ'], 1);
    } else if (letter === 'ü') step(['w'], 1);
    else if (letter === 'i' || letter === 'u') {
      // After a vowel sound (not after the silent u of gui and qui), or before a vowel.
      const afterVowel = VOWEL_SOUNDS.has(sounds.at(-1) ?? '');
      const glide = isVowelLetter(next) || afterVowel;
      step([glide ? (letter === 'i' ? 'j' : 'w') : letter], 1);
    } else if (isVowelLetter(letter)) step([PLAIN_VOWEL[letter] as string], 1);
    else step(CONSONANT[letter] ?? fail(word, letter), 1);
  }
  return sounds;
}

function fail(word: string, letter: string): never {
  throw new Error(`No Spanish sound rule for "${letter}" in "${word}"`);
}
