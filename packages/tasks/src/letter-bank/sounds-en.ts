import type { SoundRow, SoundTable } from './sound-table.ts';

/**
 * English letter sounds (en and en-CA): consonants with their usual sound, vowels with their short
 * sound, x with its final 'ks'. Consonants are spoken as the sound plus a short 'uh' ('buh') and a
 * word: espeak-ng cannot say a bare 'mmm' or 'sss' (it spells the letters), and the word fixes
 * which sound is meant. Vowels and x are asked through the word alone ('the first sound in apple'):
 * no spelling of a short vowel reads right. Anchor words avoid sounds that differ across US,
 * Canadian and British English and vowels that merge in some accents (pen and pin).
 */
const row = (
  letter: string,
  anchor: string,
  distractors: string,
  sound?: string,
  position: SoundRow['position'] = 'first',
): SoundRow =>
  sound === undefined
    ? { letter, anchor, position, distractors }
    : { letter, anchor, position, sound, distractors };

export const ENGLISH_SOUNDS: SoundTable = {
  practice: [
    row('m', 'mouse', 'sat', 'muh'),
    row('s', 'sock', 'mop', 'suh'),
    row('a', 'ant', 'mtp'),
  ],
  test: [
    row('a', 'apple', 'eou'),
    row('b', 'ball', 'dpv', 'buh'),
    row('c', 'cat', 'gst', 'kuh'),
    row('d', 'dog', 'bpt', 'duh'),
    row('e', 'elephant', 'aiu'),
    row('f', 'fish', 'vts', 'fuh'),
    row('g', 'goat', 'cdq', 'guh'),
    row('h', 'hat', 'fkn', 'huh'),
    row('i', 'igloo', 'ejl'),
    row('j', 'jet', 'diy', 'juh'),
    row('k', 'kite', 'ght', 'kuh'),
    row('l', 'leg', 'rit', 'luh'),
    row('m', 'moon', 'nwb', 'muh'),
    row('n', 'nest', 'mhr', 'nuh'),
    row('o', 'octopus', 'ueq'),
    row('p', 'pig', 'bdq', 'puh'),
    row('q', 'queen', 'gpo', 'kwuh'),
    row('r', 'rabbit', 'lwn', 'ruh'),
    row('s', 'sun', 'fth', 'suh'),
    row('t', 'top', 'pfl', 'tuh'),
    row('u', 'umbrella', 'ein'),
    row('v', 'van', 'bwz', 'vuh'),
    row('w', 'web', 'vrm', 'wuh'),
    row('x', 'fox', 'yvt', undefined, 'last'),
    row('y', 'yellow', 'jwv', 'yuh'),
    row('z', 'zoo', 'vjt', 'zuh'),
  ],
  sameSound: {
    c: 'kqx', // cat, kite, queen (qu), box (x = ks)
    k: 'cqx',
    q: 'ckw', // q says kw
    x: 'ckqsz',
    s: 'cxz', // city; x = ks; z in quartz
    z: 'sx', // dogs, is; xylophone
    j: 'g', // gem
    h: 'w', // who
    f: 'p', // phone (ph)
    v: 'f', // of
    t: 'd', // jumped (-ed)
    w: 'ou', // one, queen
    y: 'iu', // onion, unicorn
    i: 'y', // gym
    o: 'a', // father, watch (US and Canadian short o)
    u: 'ao', // about, son
  },
  skipped: {},
};
