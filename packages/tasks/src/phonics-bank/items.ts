import type { PhonicsCategory, PhonicsRow } from './types.ts';

/**
 * The phonics items, written for this project (README.md): a real, decodable word a young child
 * knows, then three misspellings. Every misspelling reads as a different sound sequence, so only
 * the word itself says the word: no homophones (rein for rain) and no respellings that read the
 * same (kake, rane, boen). Most misspellings are made-up strings; a few are real words that sound
 * different (sop, tin, kit), kept where they are the natural error of the category.
 */

/** Practice: easy short-vowel words, with errors of one letter. */
export const PRACTICE_ROWS: readonly PhonicsRow[] = [
  ['cat', 'cet', 'tac', 'cap'],
  ['sun', 'sen', 'nus', 'sug'],
  ['pig', 'pag', 'bip', 'pid'],
];

/**
 * Six words per category. The misspellings per category:
 * - cvc: another vowel; a consonant swapped for one that looks or sounds alike (b d p, m n); the
 *   consonants reversed.
 * - digraph: the digraph cut to one letter; another digraph; another vowel.
 * - initial_blend: the blend cut to one consonant or split by the vowel; another vowel; another
 *   blend.
 * - tri_blend: one consonant of the three dropped; the r or l moved; another blend.
 * - final_blend: one consonant of the blend dropped or the two reversed; another vowel.
 * - r_controlled: the r moved before the vowel (bird, brid); the r dropped; another r-vowel.
 * - r_cluster: the r moved after the vowel (frog, forg); the r dropped; another vowel or l for r.
 * - silent_e: the e dropped (cake, cak); another vowel before the e; another consonant.
 * - vowel_team: one vowel of the team dropped; the vowels reversed; another team.
 */
export const TEST_ROWS: Readonly<Record<PhonicsCategory, readonly PhonicsRow[]>> = {
  cvc: [
    ['map', 'mep', 'mup', 'mab'],
    ['bed', 'deb', 'bep', 'bud'],
    ['dig', 'big', 'deg', 'dob'],
    ['fox', 'fex', 'fov', 'vox'],
    ['tub', 'tob', 'tud', 'teb'],
    ['hen', 'nem', 'hon', 'hep'],
  ],
  digraph: [
    ['shop', 'sop', 'chop', 'shup'],
    ['chin', 'cin', 'shin', 'chim'],
    ['thin', 'tin', 'thim', 'thun'],
    ['fish', 'fis', 'fesh', 'fith'],
    ['duck', 'dush', 'duth', 'dack'],
    ['rich', 'rish', 'rith', 'ric'],
  ],
  initial_blend: [
    ['flag', 'falg', 'flug', 'glag'],
    ['clap', 'cap', 'calp', 'clup'],
    ['slug', 'sug', 'sulg', 'slig'],
    ['plum', 'pum', 'pulm', 'plun'],
    ['snap', 'sanp', 'snop', 'smap'],
    ['swim', 'sim', 'swin', 'swem'],
  ],
  tri_blend: [
    ['strap', 'stap', 'starp', 'sprap'],
    ['strip', 'stip', 'stirp', 'sprip'],
    ['scrub', 'scub', 'sprub', 'scrib'],
    ['split', 'spit', 'plit', 'splot'],
    ['splash', 'spash', 'spalsh', 'splesh'],
    ['spring', 'sping', 'spling', 'spreng'],
  ],
  final_blend: [
    ['hand', 'had', 'hant', 'hend'],
    ['tent', 'ten', 'temt', 'tant'],
    ['jump', 'jup', 'junp', 'jamp'],
    ['nest', 'nets', 'neft', 'nast'],
    ['desk', 'des', 'deks', 'dask'],
    ['gift', 'gif', 'gaft', 'gilt'],
  ],
  r_controlled: [
    ['farm', 'fram', 'fam', 'farn'],
    ['corn', 'cron', 'con', 'cown'],
    ['bird', 'brid', 'bid', 'bard'],
    ['turn', 'trun', 'tun', 'tirm'],
    ['fern', 'fren', 'fen', 'farn'],
    ['fork', 'frok', 'forp', 'fonk'],
  ],
  r_cluster: [
    ['frog', 'forg', 'fog', 'frug'],
    ['crab', 'carb', 'crob', 'crad'],
    ['drum', 'durm', 'drom', 'drun'],
    ['brick', 'birck', 'bick', 'blick'],
    ['trip', 'tirp', 'tip', 'twip'],
    ['grab', 'garb', 'grob', 'grap'],
  ],
  silent_e: [
    ['cake', 'cak', 'cike', 'cabe'],
    ['kite', 'kit', 'kote', 'kime'],
    ['rope', 'rop', 'rupe', 'rofe'],
    ['cube', 'cub', 'cobe', 'cune'],
    ['five', 'fiv', 'fove', 'fime'],
    ['lake', 'lak', 'loke', 'lape'],
  ],
  vowel_team: [
    ['rain', 'ran', 'rian', 'roin'],
    ['seed', 'sed', 'sood', 'seeb'],
    ['boat', 'bot', 'baot', 'boit'],
    ['leaf', 'lef', 'laif', 'loaf'],
    ['moon', 'mon', 'meen', 'moan'],
    ['play', 'ply', 'plya', 'paly'],
  ],
};
