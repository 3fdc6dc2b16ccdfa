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
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PICTURES } from '../../src/theory-of-mind/pictures.ts';
import { licenceText } from '../pa/copy-pictures.ts';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('fluentui-emoji/package.json'));
const targetDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../apps/web/public/task-images/theory-of-mind',
);

/** Target file name -> expected bytes: every picture the stories use, and the licence. */
export function expectedFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const emoji of [...new Set(Object.values(PICTURES))].sort()) {
    files.set(`${emoji}.svg`, readFileSync(join(packageDir, 'icons/flat', `${emoji}.svg`)));
  }
  // The same notice as Phoneme's pictures: the same package, the same two MIT licences.
  files.set('LICENSE.txt', Buffer.from(licenceText(), 'utf8'));
  return files;
}

function main(check: boolean): number {
  const expected = expectedFiles();
  const present = existsSync(targetDir) ? readdirSync(targetDir) : [];
  const stale = present.filter((name) => !expected.has(name));
  const changed = [...expected].filter(([name, bytes]) => {
    const path = join(targetDir, name);
    return !existsSync(path) || !readFileSync(path).equals(bytes);
  });
  if (check) {
    for (const [name] of changed) console.error(`missing or different: ${name}`);
    for (const name of stale) console.error(`not used by any story: ${name}`);
    return changed.length + stale.length === 0 ? 0 : 1;
  }
  mkdirSync(targetDir, { recursive: true });
  for (const [name, bytes] of changed) writeFileSync(join(targetDir, name), bytes);
  for (const name of stale) rmSync(join(targetDir, name));
  console.warn(
    `task-images/theory-of-mind: ${expected.size} files, ${changed.length} written, ${stale.length} removed`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.includes('--check'));
}
