import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './server.ts';

/** Replaces the README block between `<!-- bench:<name>:start -->` and its end marker. */
export function writeReadmeBlock(name: string, markdown: string): void {
  const file = join(REPO_ROOT, 'README.md');
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no ${start} ... ${end} block`);
  writeFileSync(
    file,
    `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`,
  );
}
