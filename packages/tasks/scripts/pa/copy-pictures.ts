/// <reference types="node" />
/**
 * Copies the pictures of the Phoneme task (src/pa-bank/pictures.ts) from the npm package
 * fluentui-emoji 1.3.0 to apps/web/public/task-images/pa/, with the licence notice:
 *
 *   npx tsx packages/tasks/scripts/pa/copy-pictures.ts           copy what changed
 *   npx tsx packages/tasks/scripts/pa/copy-pictures.ts --check   exit 1 if anything differs
 *
 * Only the SVG files the two banks use are copied, byte for byte, under their emoji names
 * (`cat.svg`); SVG files no bank uses any more are removed. Rerunning changes nothing.
 */
import { fileURLToPath } from 'node:url';
import { PICTURES_EN, PICTURES_ES } from '../../src/pa-bank/pictures.ts';
import { emojiFiles, syncPictures } from '../emoji-pictures.ts';

/** Target file name -> expected bytes: every picture of both banks, and the licence. */
export const expectedFiles = (): Map<string, Buffer> =>
  emojiFiles([...Object.values(PICTURES_EN), ...Object.values(PICTURES_ES)]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = syncPictures('pa', expectedFiles(), {
    check: process.argv.includes('--check'),
    user: 'bank',
  });
}
