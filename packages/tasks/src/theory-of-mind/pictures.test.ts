// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedFiles } from '../../scripts/theory-of-mind/copy-pictures.ts';
import { FACE, YES_NO } from './build.ts';
import { optionPicture } from './options.ts';
import { PICTURES, PICTURE_PACKAGE, isPictureName, pictureUrl } from './pictures.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const FOLDER = `${PUBLIC_DIR}/task-images/theory-of-mind`;

describe('Stories Game pictures', () => {
  it('are served from the game folder under their emoji names', () => {
    expect(pictureUrl('ball')).toBe('/task-images/theory-of-mind/soccer-ball.svg');
    expect(PICTURE_PACKAGE).toBe('fluentui-emoji@1.3.0');
    expect(isPictureName('ball')).toBe(true);
    expect(isPictureName('toString')).toBe(false);
    // One picture never stands for two things.
    expect(new Set(Object.values(PICTURES)).size).toBe(Object.keys(PICTURES).length);
  });

  it('exist on disk, copied unchanged from fluentui-emoji, with the MIT licence beside them', () => {
    const expected = expectedFiles();
    for (const name of Object.keys(PICTURES)) {
      if (!isPictureName(name)) throw new Error(name);
      const file = pictureUrl(name).replace('/task-images/theory-of-mind/', '');
      const path = `${FOLDER}/${file}`;
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path).equals(expected.get(file)!), path).toBe(true);
    }
    const licence = readFileSync(`${FOLDER}/LICENSE.txt`, 'utf8');
    expect(licence).toContain('Copyright (c) Microsoft Corporation.');
    expect(licence).toContain('fluentui-emoji 1.3.0');
    expect(licence).toContain('MIT');
    // Exactly the files the stories use: nothing stale is served.
    expect(readdirSync(FOLDER).sort()).toEqual([...expected.keys()].sort());
  });

  it('gives each option button its picture and label', () => {
    expect(optionPicture(FACE.happy)).toEqual({
      url: '/task-images/theory-of-mind/grinning-face.svg',
      label: 'happy',
    });
    expect(YES_NO.map(optionPicture)).toEqual([
      { url: '/task-images/theory-of-mind/check-mark-button.svg', label: 'Yes' },
      { url: '/task-images/theory-of-mind/cross-mark.svg', label: 'No' },
    ]);
  });
});
