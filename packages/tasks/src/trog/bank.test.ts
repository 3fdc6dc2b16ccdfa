// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedFiles } from '../../scripts/trog/copy-pictures.ts';
import {
  allSyntaxItems,
  syntaxBlocks,
  syntaxItemById,
  syntaxPracticeItems,
  syntaxTestList,
} from './bank.ts';
import { syntaxClipTexts } from './instructions.ts';
import { PICTURES, pictureUrl, type PictureName } from './pictures.ts';
import { SYNTAX_STRUCTURES, VIEW } from './types.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const FOLDER = `${PUBLIC_DIR}/task-images/trog`;
const test = syntaxBlocks().flat();

describe('Syntax Game bank', () => {
  it('has 80 test sentences in 20 blocks of 4, one structure per block, in rising difficulty', () => {
    expect(syntaxBlocks()).toHaveLength(20);
    expect(test).toHaveLength(80);
    syntaxBlocks().forEach((block, b) => {
      expect(block).toHaveLength(4);
      for (const item of block) {
        expect(item.structure).toBe(SYNTAX_STRUCTURES[b]);
        expect(item.block).toBe(b);
        expect(item.stage).toBe('test');
      }
    });
    const difficulties = syntaxBlocks().map((block) => block[0]!.difficulty);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
    expect(new Set(difficulties).size).toBe(20);
    expect(syntaxPracticeItems()).toHaveLength(2);
  });

  it('never repeats a sentence, an id, or a picture within a sentence', () => {
    const all = allSyntaxItems();
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.sentence)).size).toBe(all.length);
    for (const item of all) {
      expect(item.pictures).toHaveLength(4);
      const drawn = item.pictures.map((p) => JSON.stringify(p.figures));
      expect(new Set(drawn).size, item.id).toBe(4);
      const shows = item.pictures.map((p) => p.shows);
      expect(new Set(shows).size, item.id).toBe(4);
      expect(syntaxItemById(item.id)).toBe(item);
    }
    // A run gives each sentence once.
    const list = syntaxTestList();
    expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
  });

  it('balances the right picture over the four places: once per block, 20 times each', () => {
    const counts = { '1': 0, '2': 0, '3': 0, '4': 0 } as Record<string, number>;
    for (const block of syntaxBlocks()) {
      expect(new Set(block.map((i) => i.answer)).size).toBe(4);
      for (const item of block) counts[item.answer]! += 1;
    }
    expect(counts).toEqual({ '1': 20, '2': 20, '3': 20, '4': 20 });
  });

  it('shortens a variant to the first blocks and the first sentences of each', () => {
    const short = syntaxTestList(3, 2);
    expect(short.map((i) => i.id)).toEqual([
      'adjective-1',
      'adjective-2',
      'plural-1',
      'plural-2',
      'negative-1',
      'negative-2',
    ]);
    expect(syntaxTestList()).toHaveLength(80);
  });

  it('keeps every figure inside the picture and uses only listed pictures, each of them', () => {
    const used = new Set<PictureName>();
    for (const item of allSyntaxItems()) {
      for (const picture of item.pictures) {
        for (const f of picture.figures) {
          used.add(f.picture);
          expect(f.x - f.size / 2, item.id).toBeGreaterThanOrEqual(-1);
          expect(f.x + f.size / 2, item.id).toBeLessThanOrEqual(VIEW.width + 1);
          expect(f.y - f.size, item.id).toBeGreaterThanOrEqual(0);
          expect(f.y, item.id).toBeLessThanOrEqual(VIEW.height);
        }
      }
    }
    expect([...used].sort()).toEqual(Object.keys(PICTURES).sort());
  });

  it('has every picture on disk, copied unchanged, with the MIT licence beside them', () => {
    const expected = expectedFiles();
    for (const name of Object.keys(PICTURES) as PictureName[]) {
      const file = pictureUrl(name).replace('/task-images/trog/', '');
      const path = `${FOLDER}/${file}`;
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path).equals(expected.get(file)!), path).toBe(true);
    }
    const licence = readFileSync(`${FOLDER}/LICENSE.txt`, 'utf8');
    expect(licence).toContain('Copyright (c) Microsoft Corporation.');
    expect(licence).toContain('MIT');
    expect(readdirSync(FOLDER).sort()).toEqual([...expected.keys()].sort());
  });

  it('speaks every sentence (clip = item id) and the instructions, without digits', () => {
    const texts = syntaxClipTexts();
    for (const item of allSyntaxItems()) expect(texts[item.id]).toBe(item.sentence);
    for (const key of [
      'intro',
      'practice.intro',
      'test.intro',
      'break',
      'correct',
      'retry',
      'move-on',
      'end',
    ]) {
      expect(texts[key], key).toBeTruthy();
    }
    for (const text of Object.values(texts)) expect(text).not.toMatch(/\d/);
  });

  it('writes the sentences a child hears as the structure of their block says', () => {
    const pattern: Partial<Record<string, RegExp>> = {
      negative: / is not /,
      passive: / is chased by /,
      'not-only': /^Not only .* but also /,
      'neither-nor': /^Neither .* nor /,
      'but-not': /, but not /,
      'relative-subject': / that chases /,
      'relative-object': / that the \w+ chases /,
      'relative-preposition': / is on is /,
      'zero-anaphor': / and is /,
      comparative: / (bigger|smaller) than /,
      between: / between /,
    };
    for (const item of test) {
      const re = pattern[item.structure];
      if (re) expect(item.sentence, item.id).toMatch(re);
    }
  });
});
