import { describe, expect, it } from 'vitest';
import { sameDifferentBank } from './bank.ts';
import { hintClip } from './hints.ts';
import { sameDifferentClipTexts } from './instructions.ts';
import { promptOf } from './texts.ts';

describe('Shapes Game speech', () => {
  const texts = sameDifferentClipTexts();

  it('has a clip for every prompt and every practice hint', () => {
    const { practice, test } = sameDifferentBank();
    for (const item of [...test['same-different'], ...test.matching]) {
      expect(texts[promptOf(item).clip], item.id).toBe(promptOf(item).text);
    }
    for (const item of [...practice['same-different'], ...practice.matching]) {
      expect(texts[hintClip(item.id)], item.id).toBeTruthy();
    }
    for (const key of Object.keys(texts)) expect(key).toMatch(/^[\w.-]+$/);
  });

  it('explains the practice answers in words', () => {
    const hints = Object.entries(texts).filter(([key]) => key.startsWith('hint.'));
    expect(hints.map(([, text]) => text)).toEqual([
      'Look at the color. Both are blue, so the answer is Same.',
      'Look at the size. One is big and one is small, so the answer is Different.',
      'These two match. They are both stars.',
      'This one is different. It is the only small one.',
    ]);
  });

  it('speaks short sentences in US spelling, numbers as words', () => {
    for (const [key, text] of Object.entries(texts)) {
      expect(text, key).not.toMatch(/\b(colour|grey|centre|practise)\b/i);
      expect(text, key).not.toMatch(/\d/);
      for (const sentence of text.split(/[.!?]\s/)) {
        expect(sentence.split(' ').length, key).toBeLessThanOrEqual(16);
      }
    }
  });
});
