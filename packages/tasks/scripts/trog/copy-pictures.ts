/// <reference types="node" />
/**
 * Copies the pictures of the Syntax Game (src/trog/pictures.ts) from the npm package
 * fluentui-emoji 1.3.0 to apps/web/public/task-images/trog/, with the licence notice:
 *
 *   npx tsx packages/tasks/scripts/trog/copy-pictures.ts           copy what changed
 *   npx tsx packages/tasks/scripts/trog/copy-pictures.ts --check   exit 1 if anything differs
 *
 * Only the SVG files the scenes use are copied, byte for byte, under their emoji names
 * (`cat.svg`); SVG files no scene uses any more are removed. Rerunning changes nothing.
 */
import { fileURLToPath } from 'node:url';
import { PICTURES } from '../../src/trog/pictures.ts';
import { emojiFiles, syncPictures } from '../emoji-pictures.ts';

/** Target file name -> expected bytes: every picture the scenes use, and the licence. */
export const expectedFiles = (): Map<string, Buffer> => emojiFiles(Object.values(PICTURES));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = syncPictures('trog', expectedFiles(), {
    check: process.argv.includes('--check'),
    user: 'scene',
  });
}
