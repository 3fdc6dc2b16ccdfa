// @vitest-environment node
/// <reference types="node" />
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIP_KEYS, SPEECH_LANGUAGES, clipId, fixedClipTexts } from './clips.ts';
import { allClipTexts, itemClipTexts } from './item-clips.ts';
import {
  clipFile,
  clipGroupOf,
  speechManifestProblems,
  type PublicFileInfo,
  type SpeechManifest,
} from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../../../apps/web/public/', import.meta.url));
const manifest = JSON.parse(
  readFileSync(`${publicDir}audio/manifest.json`, 'utf8'),
) as SpeechManifest;
const expected = allClipTexts();

const readPublic = (file: string) => readFileSync(`${publicDir}${file.replace(/^\//, '')}`);

const onDisk: PublicFileInfo = (file) => {
  const path = `${publicDir}${file.replace(/^\//, '')}`;
  if (!existsSync(path)) return undefined;
  const data = readFileSync(path);
  return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
};

/** The bit rate in an MPEG-2 layer III frame header (22.05 kHz from lame: index 4 is 32 kbps). */
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const frameKbps = (data: Buffer) => MPEG2_L3_KBPS[(data[2] ?? 0) >> 4];

const REBUILD = 'run: npx tsx packages/tasks/scripts/build-speech-assets.ts';

describe('speech assets', () => {
  it('has an up-to-date MP3 for every clip of every group, and nothing else', () => {
    expect(speechManifestProblems(manifest, expected, onDisk), REBUILD).toEqual([]);
    expect(Object.keys(manifest.clips)).toEqual(Object.keys(expected));
  });

  it('keeps the narration at /audio/<lang>/<key>.mp3, at 40 kbps', () => {
    expect(Object.keys(fixedClipTexts())).toHaveLength(SPEECH_LANGUAGES.length * CLIP_KEYS.length);
    for (const language of SPEECH_LANGUAGES) {
      for (const key of CLIP_KEYS) {
        expect(clipFile(manifest, language, key)).toBe(`/audio/${language}/${key}.mp3`);
        const data = readPublic(`/audio/${language}/${key}.mp3`);
        // MPEG-2 layer III frame sync: 22.05 kHz mono from lame.
        expect(data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]));
        expect(frameKbps(data)).toBe(manifest.clips[clipId(language, key)]?.bitrateKbps);
        expect(frameKbps(data)).toBe(40);
      }
    }
  });

  it('has every prompt and instruction of every bank, with its text, in its group folder', () => {
    const items = Object.entries(itemClipTexts());
    expect(items.length).toBeGreaterThan(300);
    for (const [id, text] of items) {
      const entry = manifest.clips[id];
      expect(entry?.text, id).toBe(text);
      const [language, key] = id.split('/') as [string, string];
      const group = clipGroupOf(id);
      expect(entry?.file).toBe(`/audio/${language}/${group}/${key.slice(group.length + 1)}.mp3`);
      if (entry?.source === 'synthesised') {
        const data = readPublic(entry.file);
        expect(data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]));
        expect(frameKbps(data), id).toBe(32);
        expect(entry.bitrateKbps).toBe(32);
      }
    }
  });

  it('lists the clips of each group, so a game preloads only its own', () => {
    expect(Object.keys(manifest.groups)).toEqual([
      'common',
      'swr',
      'sre',
      'fluency',
      // The student home's spoken 'Click to start' (no game preloads it).
      'home',
      'letter',
      'letter-es',
      'letter-en-ca',
      'phonics',
      'pa',
      'pa-es',
      'roam-alpaca',
      'roam-alpaca-es',
      'egma-math',
      'hearts-and-flowers',
      'matrix-reasoning',
      'memory-game',
      'mental-rotation',
      'same-different-selection',
      'theory-of-mind',
      'trog',
      'mefs',
      'roar-survey',
      'roar-survey-es',
      'vocab',
      'roar-inference',
      'multichoice',
      'morphology',
      'cva',
    ]);
    expect(Object.values(manifest.groups).flat().sort()).toEqual(Object.keys(expected).sort());
    expect(manifest.groups.swr).toEqual([
      'en/swr.intro',
      'en/swr.practice-intro',
      'es/swr.intro',
      'es/swr.practice-intro',
    ]);
    expect(manifest.groups['letter-es']).toContain('es/letter-es.Phonemes.practice-intro');
    expect(manifest.groups['pa-es']).toContain('es/pa-es.DEL.intro');
    for (const [group, ids] of Object.entries(manifest.groups)) {
      for (const id of ids) expect(clipGroupOf(id)).toBe(group);
    }
  });
});

describe('speechManifestProblems', () => {
  const copy = () => structuredClone(manifest);
  const id = clipId('es', 'sre.intro');
  const item = 'en/phonics.phonics-cvc-map';

  it('reports a clip text changed without rebuilding its audio', () => {
    const changed = copy();
    changed.clips[id]!.text = 'Otro texto.';
    changed.clips[item]!.text = 'map. Which word?';
    expect(speechManifestProblems(changed, expected, onDisk)).toEqual([
      `${id}: the clip text changed since its audio was made`,
      `${item}: the clip text changed since its audio was made`,
    ]);
  });

  it('reports missing entries, entries without a clip, and misplaced, missing or altered files', () => {
    const broken = copy();
    delete broken.clips[id];
    broken.clips['en/old.clip'] = broken.clips['en/swr.intro']!;
    broken.clips['en/common.end']!.file = '/audio/en/nothing-here.mp3';
    broken.clips['en/common.start']!.sha256 = '0'.repeat(64);
    broken.clips[item]!.file = '/audio/en/phonics.phonics-cvc-map.mp3';
    expect(speechManifestProblems(broken, expected, onDisk).sort()).toEqual(
      [
        `${id}: no manifest entry`,
        'en/old.clip: manifest entry without a clip',
        'en/common.end: /audio/en/nothing-here.mp3 should be /audio/en/common.end.mp3',
        'en/common.end: /audio/en/nothing-here.mp3 does not exist',
        'en/common.start: /audio/en/common.start.mp3 differs from its manifest entry',
        `${item}: /audio/en/phonics.phonics-cvc-map.mp3 should be /audio/en/phonics/phonics-cvc-map.mp3`,
        `${item}: /audio/en/phonics.phonics-cvc-map.mp3 does not exist`,
      ].sort(),
    );
  });

  it('reports a groups index that does not list every clip of its group', () => {
    const stale = copy();
    stale.groups.phonics = stale.groups.phonics!.slice(1);
    expect(speechManifestProblems(stale, expected, onDisk)).toEqual([
      'groups: the index does not list the clips of each group',
    ]);
  });
});
