import { type BankRows, withoutFirstSound, withoutLastSound, withoutPart } from './rows.ts';

/**
 * English Phoneme items (task pa), written for this project (README.md). Each list runs from easy
 * to hard; bank.test.ts checks every sound claim against the CMU Pronouncing Dictionary.
 */
export const PA_ROWS_EN: BankRows = {
  FSM: {
    // [cue, answer, distractor, distractor]
    practice: [
      ['sun', 'socks', 'fish', 'bed'],
      ['moon', 'mouse', 'dog', 'leaf'],
      ['bell', 'bus', 'cat', 'sheep'],
    ],
    test: [
      // Sounds that can be held (f, l, n, r, m), short words, unlike distractors.
      ['fish', 'fox', 'moon', 'bed'],
      ['leaf', 'lion', 'sun', 'dog'],
      ['nose', 'nest', 'bell', 'cat'],
      ['rose', 'ring', 'sheep', 'duck'],
      ['milk', 'map', 'sun', 'tent'],
      // A distractor rhymes with the cue: it catches matching the rhyme instead of the onset.
      ['goat', 'goose', 'boat', 'moon'],
      ['pear', 'pig', 'bear', 'leaf'],
      ['rock', 'rabbit', 'clock', 'bee'],
      ['house', 'hat', 'mouse', 'fish'],
      ['bee', 'boot', 'pea', 'snail'],
      // Spelling and sound disagree: the answer starts with another letter, and a distractor
      // starts with the cue's letter but another sound (c in cat and cheese; g in giraffe, goat).
      ['cat', 'key', 'cheese', 'hat'],
      ['giraffe', 'jeans', 'goat', 'scarf'],
      ['knife', 'needle', 'kite', 'leaf'],
      ['phone', 'fire', 'pig', 'bone'],
      ['chick', 'chair', 'cake', 'brick'],
      ['shark', 'sheep', 'star', 'book'],
      // Cues that start with two consonants, or are long: one distractor starts with the
      // cue's second sound.
      ['snake', 'seal', 'nest', 'cake'],
      ['plane', 'pie', 'lemon', 'train'],
      ['balloon', 'banana', 'ladder', 'spoon'],
    ],
  },
  LSM: {
    practice: [
      ['sun', 'pen', 'dog', 'fish'],
      ['cloud', 'bed', 'fish', 'moon'],
      ['drum', 'broom', 'cat', 'bus'],
    ],
    test: [
      ['horse', 'dress', 'fish', 'moon'],
      ['moon', 'lion', 'cat', 'bed'],
      ['leaf', 'knife', 'bus', 'dog'],
      ['bell', 'owl', 'pig', 'rock'],
      ['worm', 'arm', 'cat', 'bee'],
      // A distractor starts like the cue: it catches matching the first sound instead.
      ['cat', 'boat', 'cake', 'map'],
      ['dog', 'pig', 'duck', 'sun'],
      ['duck', 'book', 'dog', 'bus'],
      ['cap', 'sheep', 'cat', 'fish'],
      ['web', 'crab', 'wheel', 'bed'],
      // Spelling and sound disagree (bus, house; glasses ends in s but sounds z), or the last
      // sounds are close (s and z, n and ng, th and s, t and d).
      ['bus', 'house', 'bell', 'glasses'],
      ['nose', 'eyes', 'nest', 'dress'],
      ['ring', 'wing', 'rain', 'moon'],
      ['giraffe', 'wolf', 'jeans', 'cake'],
      ['mouth', 'tooth', 'mouse', 'cow'],
      ['bat', 'kite', 'bag', 'bed'],
      // The cue ends in two consonants: a distractor ends in the one before the last.
      ['ghost', 'coat', 'goose', 'bus'],
      ['tent', 'foot', 'tooth', 'pen'],
      ['milk', 'snake', 'mouse', 'bell'],
    ],
  },
  DEL: {
    practice: [
      withoutPart('cowboy', 'cow', 'boy', 'cow', 'bee'),
      withoutPart('doghouse', 'dog', 'house', 'dog', 'mouse'),
      withoutFirstSound('pie', 'eye', 'pie', 'tie'),
    ],
    test: [
      // Compound words without their first word: distractors are the removed word and a word
      // that sounds like the answer.
      withoutPart('sunflower', 'sun', 'flower', 'sun', 'shower'),
      withoutPart('raincoat', 'rain', 'coat', 'rain', 'goat'),
      withoutPart('butterfly', 'butter', 'fly', 'butter', 'pie'),
      withoutPart('doorbell', 'door', 'bell', 'door', 'shell'),
      withoutPart('starfish', 'star', 'fish', 'star', 'fist'),
      // Without their last word.
      withoutPart('horseshoe', 'shoe', 'horse', 'shoe', 'house'),
      withoutPart('toothbrush', 'brush', 'tooth', 'toothbrush', 'boot'),
      withoutPart('eggshell', 'shell', 'egg', 'shell', 'leg'),
      // Without a syllable that is not a word by itself (tur), or a short word in a longer one.
      withoutPart('turkey', 'tur', 'key', 'turkey', 'bee'),
      withoutPart('peanut', 'nut', 'pea', 'peanut', 'pie'),
      // Without the first sound; a distractor is the whole word (nothing taken away).
      withoutFirstSound('box', 'ox', 'box', 'fox'),
      withoutFirstSound('rice', 'ice', 'rice', 'eyes'),
      withoutFirstSound('deer', 'ear', 'deer', 'eye'),
      // Without the first of two consonants.
      withoutFirstSound('clock', 'lock', 'clock', 'rock'),
      withoutFirstSound('brain', 'rain', 'brain', 'train'),
      withoutFirstSound('swing', 'wing', 'ring', 'swan'),
      // Without the last sound.
      withoutLastSound('beach', 'bee', 'beach', 'key'),
      withoutLastSound('time', 'tie', 'pie', 'tiger'),
      withoutLastSound('shelf', 'shell', 'elf', 'bell'),
    ],
  },
};
