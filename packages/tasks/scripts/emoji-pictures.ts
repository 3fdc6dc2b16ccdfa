/// <reference types="node" />
/**
 * Copying Fluent Emoji pictures from the npm package fluentui-emoji 1.3.0 into a folder of
 * apps/web/public/task-images/, with the licence notice beside them: what the picture scripts of
 * the games (scripts/<game>/copy-pictures.ts) share. Only the SVG files a game uses are copied,
 * byte for byte, under their emoji names (`cat.svg`); files it no longer uses are removed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('fluentui-emoji/package.json'));
const imagesDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../apps/web/public/task-images',
);

/** The licence of Microsoft's emoji (github.com/microsoft/fluentui-emoji), which the package repackages. */
const MICROSOFT_NOTICE = `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

/** The file shipped next to the pictures: where they come from and both MIT notices. */
export function licenceText(): string {
  const packageLicence = readFileSync(join(packageDir, 'LICENSE'), 'utf8');
  return [
    'The SVG pictures in this folder are Microsoft Fluent Emoji (flat style), copied unchanged',
    'from the npm package fluentui-emoji 1.3.0 (https://github.com/MKAbuMattar/fluentui-emoji),',
    'which repackages https://github.com/microsoft/fluentui-emoji. Both are MIT licensed.',
    '',
    '--- microsoft/fluentui-emoji ---',
    '',
    MICROSOFT_NOTICE,
    '--- fluentui-emoji (npm) ---',
    '',
    packageLicence,
  ].join('\n');
}

/** Target file name -> expected bytes: the pictures of `emojis`, and the licence. */
export function emojiFiles(emojis: Iterable<string>): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const emoji of [...new Set(emojis)].sort()) {
    files.set(`${emoji}.svg`, readFileSync(join(packageDir, 'icons/flat', `${emoji}.svg`)));
  }
  files.set('LICENSE.txt', Buffer.from(licenceText(), 'utf8'));
  return files;
}

/**
 * Makes task-images/<folder> hold exactly `expected` (writing what changed, removing the rest),
 * or with `check` only says what differs: 0 when nothing does. `user` names who uses the
 * pictures in messages ('bank', 'story').
 */
export function syncPictures(
  folder: string,
  expected: Map<string, Buffer>,
  options: { check: boolean; user: string },
): number {
  const targetDir = join(imagesDir, folder);
  const present = existsSync(targetDir) ? readdirSync(targetDir) : [];
  const stale = present.filter((name) => !expected.has(name));
  const changed = [...expected].filter(([name, bytes]) => {
    const path = join(targetDir, name);
    return !existsSync(path) || !readFileSync(path).equals(bytes);
  });
  if (options.check) {
    for (const [name] of changed) console.error(`missing or different: ${name}`);
    for (const name of stale) console.error(`not used by any ${options.user}: ${name}`);
    return changed.length + stale.length === 0 ? 0 : 1;
  }
  mkdirSync(targetDir, { recursive: true });
  for (const [name, bytes] of changed) writeFileSync(join(targetDir, name), bytes);
  for (const name of stale) rmSync(join(targetDir, name));
  console.warn(
    `task-images/${folder}: ${expected.size} files, ${changed.length} written, ${stale.length} removed`,
  );
  return 0;
}
