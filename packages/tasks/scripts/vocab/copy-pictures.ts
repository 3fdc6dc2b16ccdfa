/// <reference types="node" />
/**
 * Copies the pictures of Picture Vocabulary (src/vocab/words.ts, both languages) from the npm
 * package fluentui-emoji 1.3.0 to apps/web/public/task-images/vocab/, with the licence notice:
 *
 *   npx tsx packages/tasks/scripts/vocab/copy-pictures.ts           copy what changed
 *   npx tsx packages/tasks/scripts/vocab/copy-pictures.ts --check   exit 1 if anything differs
 *
 * Only the SVG files the two banks show are copied, byte for byte, under their emoji names;
 * files no bank uses any more are removed. Rerunning changes nothing.
 */
import { fileURLToPath } from 'node:url';
import { vocabPictures } from '../../src/vocab/bank.ts';
import { emojiFiles, syncPictures } from '../emoji-pictures.ts';

/** Target file name -> expected bytes: every picture of both banks, and the licence. */
export const expectedFiles = (): Map<string, Buffer> => emojiFiles(vocabPictures());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = syncPictures('vocab', expectedFiles(), {
    check: process.argv.includes('--check'),
    user: 'bank',
  });
}
