/**
 * Spelling structure of a lexicon, learnt from its words: letter strings split into consonant and
 * vowel clusters by position (onset, medial, coda, vowels), letter trigrams with word edges, and
 * the two wordlikeness measures of the item prior (orthographic neighbours, bigram frequency).
 */

/** The role of a cluster in a word: first consonants, consonants between vowels, last ones. */
export type SegmentRole = 'onset' | 'medial' | 'coda' | 'vowel' | 'final-vowel';

export interface Segment {
  text: string;
  role: SegmentRole;
}

const VOWELS = new Set('aeiouáéíóúü');
const ACCENTED = /[áéíóú]/;
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.has(ch);

/**
 * Units of a word: single letters, except that qu (and gu, gü before e or i) act as one
 * consonant, so queso and guitarra split as [qu][e][s][o] and [gu][i][t][a][rr][a].
 */
function units(word: string): { text: string; vowel: boolean }[] {
  const out: { text: string; vowel: boolean }[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const ch = word[i] as string;
    const next = word[i + 1];
    const after = word[i + 2];
    if ((ch === 'q' && next === 'u') || (ch === 'g' && (next === 'u' || next === 'ü'))) {
      if (ch === 'q' || (after !== undefined && 'eiéí'.includes(after))) {
        out.push({ text: ch + next, vowel: false });
        i += 1;
        continue;
      }
    }
    if (ch === 'y' || ch === 'w') {
      // y and w close a vowel (boy, cow, hoy) or stand alone as one (happy); before a vowel
      // they are consonants (yes, player, water).
      const prevVowel = out.length > 0 && (out[out.length - 1] as { vowel: boolean }).vowel;
      const vowel = i > 0 && !isVowel(next) && (ch === 'y' || prevVowel);
      out.push({ text: ch, vowel });
      continue;
    }
    out.push({ text: ch, vowel: isVowel(ch) });
  }
  return out;
}

/** Splits a word into alternating consonant and vowel clusters with their roles. */
export function segment(word: string): Segment[] {
  const clusters: { text: string; vowel: boolean }[] = [];
  for (const unit of units(word)) {
    const last = clusters[clusters.length - 1];
    if (last && last.vowel === unit.vowel) last.text += unit.text;
    else clusters.push({ ...unit });
  }
  return clusters.map((cluster, index) => {
    const lastIndex = index === clusters.length - 1;
    let role: SegmentRole;
    if (cluster.vowel) role = lastIndex ? 'final-vowel' : 'vowel';
    else if (index === 0) role = 'onset';
    else role = lastIndex ? 'coda' : 'medial';
    return { text: cluster.text, role };
  });
}

export const hasAccent = (text: string) => ACCENTED.test(text);

/** Type counts of every cluster by role, and of letter bigrams and trigrams with word edges. */
export interface OrthographyModel {
  pools: ReadonlyMap<string, ReadonlyMap<string, number>>;
  bigrams: ReadonlyMap<string, number>;
  trigrams: ReadonlyMap<string, number>;
  /** Words by their first and by their last three and four letters ('pre-', '-ity'). */
  starts: ReadonlyMap<string, number>;
  ends: ReadonlyMap<string, number>;
}

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Pool key: the role, with accented vowel clusters kept apart (they carry the stress). */
export const poolKey = (seg: Segment) =>
  seg.role === 'vowel' || seg.role === 'final-vowel'
    ? `${seg.role}${hasAccent(seg.text) ? '+accent' : ''}`
    : seg.role;

export function ngrams(word: string, n: number): string[] {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + n <= padded.length; i += 1) out.push(padded.slice(i, i + n));
  return out;
}

/** Learns the model from a lexicon (type counts: each word counts once). */
export function learnOrthography(lexicon: Iterable<string>): OrthographyModel {
  const pools = new Map<string, Map<string, number>>();
  const bigrams = new Map<string, number>();
  const trigrams = new Map<string, number>();
  const starts = new Map<string, number>();
  const ends = new Map<string, number>();
  for (const word of lexicon) {
    for (const n of [3, 4]) {
      if (word.length <= n) continue;
      bump(starts, word.slice(0, n));
      bump(ends, word.slice(-n));
    }
    for (const seg of segment(word)) {
      const key = poolKey(seg);
      const pool = pools.get(key) ?? new Map<string, number>();
      bump(pool, seg.text);
      pools.set(key, pool);
    }
    for (const gram of ngrams(word, 2)) bump(bigrams, gram);
    for (const gram of ngrams(word, 3)) bump(trigrams, gram);
  }
  return { pools, bigrams, trigrams, starts, ends };
}

/** Words a short string must begin or end before it reads as a bare prefix or suffix (-ity). */
const AFFIX_MIN_WORDS = 15;

/** A string of up to four letters that many words begin or end with (pre, ity, tion). */
export function isBareAffix(model: OrthographyModel, word: string): boolean {
  if (word.length > 4) return false;
  const count = Math.max(model.starts.get(word) ?? 0, model.ends.get(word) ?? 0);
  return count >= AFFIX_MIN_WORDS;
}

/**
 * English needs a sounded vowel: a lone final e is silent, so ste or phe have no syllable.
 * Spanish sounds every vowel.
 */
export function hasSyllable(word: string): boolean {
  return segment(word).some(
    (seg) => seg.role === 'vowel' || (seg.role === 'final-vowel' && seg.text !== 'e'),
  );
}

/**
 * Legal spelling: every letter trigram (word edges included) occurs in at least `minCount` words
 * of the lexicon, so no letter sequence is foreign to the language.
 */
export function isLegalSpelling(model: OrthographyModel, word: string, minCount = 5): boolean {
  return ngrams(word, 3).every((gram) => (model.trigrams.get(gram) ?? 0) >= minCount);
}

/** Mean log10 type count of the letter bigrams of a word, word edges included. */
export function meanBigramLog(model: OrthographyModel, word: string): number {
  const grams = ngrams(word, 2);
  const sum = grams.reduce((s, gram) => s + Math.log10(1 + (model.bigrams.get(gram) ?? 0)), 0);
  return sum / grams.length;
}

/**
 * Coltheart's N: how many words of the lexicon differ from a string by one substituted letter.
 * Built once as counts of wildcard patterns (c*t for cat, cot, cut).
 */
export function neighbourCounter(lexicon: Iterable<string>): (word: string) => number {
  const patterns = new Map<string, number>();
  const words = new Set(lexicon);
  const keys = (word: string) =>
    Array.from(word, (_, i) => `${word.slice(0, i)}*${word.slice(i + 1)}`);
  for (const word of words) for (const key of keys(word)) bump(patterns, key);
  return (word: string) => {
    const self = words.has(word) ? word.length : 0;
    return keys(word).reduce((n, key) => n + (patterns.get(key) ?? 0), 0) - self;
  };
}

const STRONG = new Set('aeoáéó');

/**
 * Spanish written accents: the accented vowel marks the stressed syllable, and the mark is written
 * only where the default stress would fall elsewhere: on the last syllable of a word ending in a
 * vowel, n or s (canción), on the second-to-last of a word ending in another consonant (árbol),
 * and always further back (música). An accented i or u next to another vowel breaks a diphthong
 * (día, país) and is always written. A one-syllable word takes no accent here (tú, él are
 * function words). Syllables are counted as vowel groups, two strong vowels making two.
 */
export function isLegalSpanishAccent(word: string): boolean {
  if (!ACCENTED.test(word)) return true;
  const nuclei: { text: string; inGroup: boolean }[] = [];
  for (const seg of segment(word)) {
    if (seg.role !== 'vowel' && seg.role !== 'final-vowel') continue;
    const inGroup = seg.text.length > 1;
    let current = '';
    for (const ch of seg.text) {
      const prev = current[current.length - 1];
      const strongPair = prev !== undefined && STRONG.has(prev) && STRONG.has(ch);
      const brokenDiphthong = prev !== undefined && ('íú'.includes(ch) || 'íú'.includes(prev));
      if (strongPair || brokenDiphthong) {
        nuclei.push({ text: current, inGroup });
        current = '';
      }
      current += ch;
    }
    nuclei.push({ text: current, inGroup });
  }
  const marked = nuclei.filter((n) => ACCENTED.test(n.text));
  if (nuclei.length < 2 || marked.length !== 1) return false;
  const nucleus = marked[0] as { text: string; inGroup: boolean };
  if (/[íú]/.test(nucleus.text) && nucleus.inGroup) return true;
  const fromEnd = nuclei.length - nuclei.indexOf(nucleus);
  const endsVowelNS = /[aeiouáéíóúns]$/.test(word);
  if (fromEnd === 1) return endsVowelNS;
  if (fromEnd === 2) return !endsVowelNS;
  return true;
}
