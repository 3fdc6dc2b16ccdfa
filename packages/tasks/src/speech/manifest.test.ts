// @vitest-environment node
/// <reference types="node" />
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIP_KEYS, SPEECH_LANGUAGES, clipId } from './clips.ts';
import {
  clipFile,
  speechManifestProblems,
  type PublicFileInfo,
  type SpeechManifest,
} from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../../../apps/web/public/', import.meta.url));
const manifest = JSON.parse(
  readFileSync(`${publicDir}audio/manifest.json`, 'utf8'),
) as SpeechManifest;

const onDisk: PublicFileInfo = (file) => {
  const path = `${publicDir}${file.replace(/^\//, '')}`;
  if (!existsSync(path)) return undefined;
  const data = readFileSync(path);
  return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
};

const REBUILD = 'run: npx tsx packages/tasks/scripts/build-speech-assets.ts';

describe('speech assets', () => {
  it('has an up-to-date MP3 for every clip of every language, and nothing else', () => {
    expect(speechManifestProblems(manifest, onDisk), REBUILD).toEqual([]);
    expect(Object.keys(manifest.clips)).toHaveLength(SPEECH_LANGUAGES.length * CLIP_KEYS.length);
  });

  it('serves each clip from /audio/<lang>/<key>.mp3', () => {
    for (const language of SPEECH_LANGUAGES) {
      for (const key of CLIP_KEYS) {
        expect(clipFile(manifest, language, key)).toBe(`/audio/${language}/${key}.mp3`);
        expect(readFileSync(`${publicDir}audio/${language}/${key}.mp3`).subarray(0, 2)).toEqual(
          Buffer.from([0xff, 0xf3]), // MPEG-2 layer III frame sync: 22.05 kHz mono from lame
        );
      }
    }
  });
});

describe('speechManifestProblems', () => {
  const copy = () => structuredClone(manifest);
  const id = clipId('es', 'sre.intro');

  it('reports a clip text changed without rebuilding its audio', () => {
    const changed = copy();
    changed.clips[id]!.text = 'Otro texto.';
    expect(speechManifestProblems(changed, onDisk)).toEqual([
      `${id}: the clip text changed since its audio was made`,
    ]);
  });

  it('reports missing entries, entries without a clip, and missing or altered files', () => {
    const broken = copy();
    delete broken.clips[id];
    (broken.clips as Record<string, unknown>)['en/old.clip'] = broken.clips['en/swr.intro'];
    broken.clips['en/common.end']!.file = '/audio/en/nothing-here.mp3';
    broken.clips['en/common.start']!.sha256 = '0'.repeat(64);
    expect(speechManifestProblems(broken, onDisk).sort()).toEqual(
      [
        `${id}: no manifest entry`,
        'en/old.clip: manifest entry without a clip',
        'en/common.end: /audio/en/nothing-here.mp3 does not exist',
        'en/common.start: /audio/en/common.start.mp3 differs from its manifest entry',
      ].sort(),
    );
  });
});
