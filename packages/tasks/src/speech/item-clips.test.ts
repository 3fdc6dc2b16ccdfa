import { syntaxClipTexts } from '../trog/instructions.ts';
import { LETTER_SUBTASKS, PA_SUBTESTS, PHONICS_CATEGORIES } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import type { ChoiceSection } from '../choice/engine.ts';
import { itemClipId } from '../choice/clips.ts';
import { CORE_MATH_ITEMS, CORE_MATH_PRACTICE } from '../core-math/bank.ts';
import { CORE_MATH_SAYS, spokenPrompt } from '../core-math/clips.ts';
import { egmaClipTexts } from '../egma-math/instructions.ts';
import { HF_CLIP_TEXTS } from '../hearts-and-flowers/instructions.ts';
import { matrixClipTexts } from '../matrix-reasoning/instructions.ts';
import { MEMORY_CLIP_TEXTS } from '../memory-game/instructions.ts';
import { ROTATION_TEXTS } from '../mental-rotation/instructions.ts';
import { sameDifferentClipTexts } from '../same-different/instructions.ts';
import { EXTERNAL_TEXTS } from '../external/texts.ts';
import { surveyClipTexts } from '../survey/instructions.ts';
import { inferenceClipTexts } from '../inference/instructions.ts';
import { theoryOfMindClipTexts } from '../theory-of-mind/instructions.ts';
import { vocabBank } from '../vocab/bank.ts';
import { VOCAB_INSTRUCTIONS } from '../vocab/texts.ts';
import { writtenChoiceTexts } from '../multichoice/texts.ts';
import { letterSections } from '../letter/sections.ts';
import { phonemeSections } from '../phoneme/index.ts';
import { phonicsSections } from '../phonics/index.ts';
import { createRng } from '../runtime/random.ts';
import { itemClipTexts } from './item-clips.ts';
import { speechClipFile } from './manifest.ts';

/** Every clip id a game's sections ask for, with the text it shows alongside. */
function spokenBy(sections: readonly ChoiceSection[]): Record<string, string> {
  const spoken: Record<string, string> = {};
  for (const section of sections) {
    for (const part of [section.intro, section.practiceIntro]) {
      if (part) spoken[part.clip] = part.text;
    }
    for (const item of [...section.practice, ...section.test]) spoken[item.clip] = item.prompt;
  }
  return spoken;
}

const games: Record<string, ChoiceSection[]> = {
  letter: letterSections('letter', { subtasks: [...LETTER_SUBTASKS] }, createRng('clips')),
  'letter-es': letterSections('letter-es', { subtasks: [...LETTER_SUBTASKS] }, createRng('clips')),
  'letter-en-ca': letterSections(
    'letter-en-ca',
    { subtasks: [...LETTER_SUBTASKS] },
    createRng('clips'),
  ),
  phonics: phonicsSections({ categories: [...PHONICS_CATEGORIES] }),
  pa: phonemeSections('pa', { subtests: [...PA_SUBTESTS] }),
  'pa-es': phonemeSections('pa-es', { subtests: [...PA_SUBTESTS] }),
};

/** Core Math asks for its sayings and each question by item id, read with signs as words. */
function coreMathAsks(group: string, language: 'en' | 'es'): Record<string, string> {
  return Object.fromEntries([
    ...Object.entries(CORE_MATH_SAYS[language]).map(([key, text]) => [
      itemClipId(language, group, key),
      text,
    ]),
    ...[...CORE_MATH_PRACTICE, ...CORE_MATH_ITEMS].map((item) => [
      itemClipId(language, group, item.id),
      spokenPrompt(item.prompt[language], language),
    ]),
  ]);
}

/** A game that says fixed texts only (the cognition games, the survey): each key in its group. */
const saysIn = (language: 'en' | 'es', group: string, texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [itemClipId(language, group, key), text]),
  );
const says = (group: string, texts: Readonly<Record<string, string>>) => saysIn('en', group, texts);

/** Picture Vocabulary says its instructions and each word, by the word's picture. */
function vocabAsks(language: 'en' | 'es'): Record<string, string> {
  const bank = vocabBank(language);
  const words = [...bank.practice, ...bank.catch, ...bank.test].map((item) => [
    item.answer.concept,
    item.word,
  ]);
  return saysIn(language, 'vocab', {
    ...VOCAB_INSTRUCTIONS[language],
    ...Object.fromEntries(words),
  });
}

describe('itemClipTexts', () => {
  const texts = itemClipTexts();

  it('has exactly the clips the games ask for, each with the text the game shows', () => {
    const asked = Object.assign(
      {},
      ...Object.values(games).map(spokenBy),
      coreMathAsks('roam-alpaca', 'en'),
      coreMathAsks('roam-alpaca-es', 'es'),
      says('egma-math', egmaClipTexts()),
      says('hearts-and-flowers', HF_CLIP_TEXTS),
      says('memory-game', MEMORY_CLIP_TEXTS),
      says('matrix-reasoning', matrixClipTexts()),
      says('mental-rotation', ROTATION_TEXTS),
      says('same-different-selection', sameDifferentClipTexts()),
      says('theory-of-mind', theoryOfMindClipTexts()),
      says('trog', syntaxClipTexts()),
      says('mefs', EXTERNAL_TEXTS),
      says('roar-survey', surveyClipTexts('en')),
      saysIn('es', 'roar-survey-es', surveyClipTexts('es')),
      vocabAsks('en'),
      vocabAsks('es'),
      says('roar-inference', inferenceClipTexts()),
      says('multichoice', writtenChoiceTexts()),
      says('morphology', writtenChoiceTexts()),
      says('cva', writtenChoiceTexts()),
    ) as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(asked).sort());
    for (const [id, text] of Object.entries(asked)) expect(texts[id], id).toBe(text);
  });

  it('names each clip <speech language>/<task>.<key>', () => {
    expect(texts['en/letter.UppercaseNames.intro']).toMatch(/^You will hear the name of a letter/);
    expect(texts['es/letter-es.letter-es-upper-ntilde']).toBe('Busca la letra eñe.');
    expect(texts['en/letter-en-ca.letter-en-ca-lower-z']).toBe('Find the letter zed.');
    expect(texts['en/letter.letter-en-lower-z']).toBe('Find the letter zee.');
    expect(texts['en/phonics.practice-intro']).toBe("Let's try a few first.");
    expect(texts['en/phonics.phonics-practice-p1']).toBe('cat. Which word says cat?');
    expect(texts['en/roam-alpaca.ar-3-1']).toBe('What is 6 times 4?');
    expect(texts['es/roam-alpaca-es.ar-3-1']).toBe('¿Cuánto es 6 por 4?');
    expect(texts['en/egma-math.number-comparison.prompt']).toBe('Which number is bigger?');
  });

  it('gives every clip a plain file path: ASCII letters, digits, dashes and underscores, in its group folder', () => {
    for (const id of Object.keys(texts)) {
      expect(speechClipFile(id)).toMatch(/^\/audio\/(en|es)\/[a-z-]+\/[\w.-]+\.mp3$/);
    }
  });
});
