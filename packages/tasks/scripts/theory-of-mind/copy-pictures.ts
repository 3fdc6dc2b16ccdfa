/// <reference types="node" />
/**
 * Copies the pictures of the Stories Game (src/theory-of-mind/pictures.ts) from the npm package
 * fluentui-emoji 1.3.0 to apps/web/public/task-images/theory-of-mind/, with the licence notice:
 *
 *   npx tsx packages/tasks/scripts/theory-of-mind/copy-pictures.ts           copy what changed
 *   npx tsx packages/tasks/scripts/theory-of-mind/copy-pictures.ts --check   exit 1 if anything differs
 *
 * Only the SVG files the stories use are copied, byte for byte, under their emoji names
 * (`cat.svg`); SVG files no story uses any more are removed. Rerunning changes nothing.
 */
import { fileURLToPath } from 'node:url';
import { PICTURES } from '../../src/theory-of-mind/pictures.ts';
import { emojiFiles, syncPictures } from '../emoji-pictures.ts';

/**
 * Target file name -> expected bytes: every picture the stories use, and the licence (the same
 * notice as Phoneme's pictures: the same package, the same two MIT licences).
 */
export const expectedFiles = (): Map<string, Buffer> => emojiFiles(Object.values(PICTURES));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = syncPictures('theory-of-mind', expectedFiles(), {
    check: process.argv.includes('--check'),
    user: 'story',
  });
}
