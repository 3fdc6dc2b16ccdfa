import { describe, expect, it } from 'vitest';
import { allSameDifferentItems, sameDifferentBank, sameDifferentItemById } from './bank.ts';
import { CARD_FILLS, cardCode, describeCard, parseCardCode } from './cards.ts';
import { matchingPairs, oddCards, possibleResponses, rightResponses } from './logic.ts';
import { DIMENSIONS, PHASES, valueOf, type SameDifferentItem } from './types.ts';

const bank = sameDifferentBank();
const differing = (item: SameDifferentItem) =>
  DIMENSIONS.filter((d) => valueOf(item.cards[0]!, d) !== valueOf(item.cards[1]!, d));

describe('Shapes Game bank', () => {
  it('has at least 32 test items and 2 practice items per phase, ids unique and stable', () => {
    for (const phase of PHASES) {
      expect(bank.test[phase].length).toBeGreaterThanOrEqual(32);
      expect(bank.practice[phase]).toHaveLength(2);
      for (const item of [...bank.practice[phase], ...bank.test[phase]]) {
        expect(item.phase).toBe(phase);
      }
    }
    const ids = allSameDifferentItems().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(128);
    // Generated from a fixed seed: the same first items on every build.
    expect(bank.test['same-different'][0]!.id).toBe('sd.shape.roS1-rbS3');
    expect(bank.test.matching[0]!.id).toBe('match.cyS3-cyS2-tyS1');
  });

  it('names each item by its cards: the id gives the cards back', () => {
    for (const item of allSameDifferentItems()) {
      const codes = item.id.split('.').at(-1)!.split('-');
      expect(codes.map((code) => parseCardCode(code))).toEqual(item.cards);
      expect(sameDifferentItemById(item.id)).toBe(item);
    }
    expect(sameDifferentItemById('sd.shape.xxS1-rbS3')).toBeUndefined();
  });

  it('keys every item with the one answer its cards allow', () => {
    for (const item of allSameDifferentItems()) {
      expect(rightResponses(item), item.id).toEqual([item.answer]);
      expect(possibleResponses(item)).toContain(item.answer);
    }
  });

  it('gives every phase-2 item exactly one right selection, of the size asked', () => {
    for (const item of [...bank.practice.matching, ...bank.test.matching]) {
      expect([3, 4]).toContain(item.cards.length);
      const right = possibleResponses(item).filter((r) => rightResponses(item).includes(r));
      expect(right, item.id).toEqual([item.answer]);
      expect(item.answer.split('-')).toHaveLength(item.selections!);
      expect(item.selections).toBe(item.kind === 'match' ? 2 : 1);
      // The other kind's rule never gives a second reading: no other pair, no odd card elsewhere.
      if (item.kind === 'match') expect(matchingPairs(item.cards)).toEqual([item.answer]);
      else expect(oddCards(item.cards)).toEqual([item.answer]);
    }
  });

  it('makes phase-1 cards differ in one or two other dimensions, never twins', () => {
    for (const item of bank.test['same-different']) {
      const others = differing(item).filter((d) => d !== item.dimension);
      expect(others.length, item.id).toBeGreaterThanOrEqual(1);
      expect(others.length, item.id).toBeLessThanOrEqual(2);
      expect(item.selections).toBeNull();
    }
  });

  it('balances the cells: each dimension and answer, each kind and dimension', () => {
    const count = (items: readonly SameDifferentItem[], key: (i: SameDifferentItem) => string) => {
      const sizes = new Map<string, number>();
      for (const item of items) sizes.set(key(item), (sizes.get(key(item)) ?? 0) + 1);
      return [sizes.size, new Set(sizes.values())];
    };
    const phase1 = count(bank.test['same-different'], (i) => `${i.dimension}.${i.answer}`);
    expect(phase1).toEqual([8, new Set([6])]);
    expect(count(bank.test.matching, (i) => `${i.kind}.${i.dimension}`)).toEqual([8, new Set([6])]);
    const sizes = new Set(bank.test.matching.map((i) => i.cards.length));
    expect([...sizes].sort()).toEqual([3, 4]);
  });

  it('describes cards in words and codes them in four characters', () => {
    const card = parseCardCode('cbB2')!;
    expect(describeCard(card)).toBe('two big blue circles');
    expect(describeCard(parseCardCode('rkS1')!)).toBe('one small black star');
    expect(cardCode(card)).toBe('cbB2');
    for (const bad of ['xbB2', 'cbM2', 'cbB4', 'cb', '']) expect(parseCardCode(bad)).toBeNull();
  });

  it('uses colours apart in lightness (at least 1.8:1 from one to the next)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const levels = Object.values(CARD_FILLS)
      .map(luminance)
      .sort((a, b) => a - b);
    for (let i = 1; i < levels.length; i += 1) {
      expect((levels[i]! + 0.05) / (levels[i - 1]! + 0.05)).toBeGreaterThanOrEqual(1.8);
    }
  });
});
