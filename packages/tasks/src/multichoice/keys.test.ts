import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file a module reaches by its relative imports (static and dynamic). */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      visit(resolve(dirname(file), match[1]!));
    }
  };
  visit(entry);
  return seen;
}

describe('the answer keys stay on the server', () => {
  it('the web player (load.ts) and the web loaders never reach answer-keys/ or the declaration', () => {
    for (const entry of ['multichoice/load.ts', 'registry/loaders.ts']) {
      const reached = [...importGraph(resolve(SRC, entry))].map((f) => f.slice(SRC.length + 1));
      expect(
        reached.filter((f) => f.startsWith('multichoice/answer-keys/')),
        entry,
      ).toEqual([]);
      expect(reached, entry).not.toContain('multichoice/definition.ts');
      expect(reached, entry).not.toContain('multichoice/scoring.ts');
      if (entry === 'multichoice/load.ts') {
        expect(reached).toContain('multichoice/bank-items.ts');
      }
    }
  });

  it('the declaration does reach them (the walk follows imports)', () => {
    const reached = [...importGraph(resolve(SRC, 'multichoice/definition.ts'))];
    expect(reached.some((f) => f.includes('multichoice/answer-keys/'))).toBe(true);
  });
});
