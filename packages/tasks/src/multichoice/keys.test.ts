import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WRITTEN_CHOICE_BANKS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { WRITTEN_SOURCES, answerKeyOf, keyedBank } from './answer-keys/index.ts';

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

describe('the built web assets', () => {
  const dist = resolve(SRC, '../../../apps/web/dist');
  const assets = resolve(dist, 'assets');
  const manifest = resolve(dist, '.vite/manifest.json');
  // Built by `npm run build` (CI builds before the e2e tests); skipped on a fresh checkout and on
  // a build from before this game (its loader is not in the build's manifest).
  const built =
    existsSync(manifest) &&
    readFileSync(manifest, 'utf8').includes('packages/tasks/src/multichoice/load.ts');
  it.skipIf(!built)('hold the keyless bank, never the answers-first sources', () => {
    // Quotes as one kind: the minifier writes strings with backticks.
    const texts = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(resolve(assets, f), 'utf8').replace(/[`']/g, '"'));
    expect(texts.some((t) => t.includes('"Two ___ are sleeping on the rug."'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/prefix:\s*"(mo|cv)"/);
    // No item whose answer is not shown first appears with its options answers-first.
    for (const bank of WRITTEN_CHOICE_BANKS) {
      WRITTEN_SOURCES[bank].core.forEach((row, index) => {
        const id = keyedBank(bank).core[index]!.id;
        if (answerKeyOf(bank, id) === 0) return;
        const sourceOrder = row
          .slice(3)
          .map((o) => JSON.stringify(o))
          .join(',');
        for (const text of texts) expect(text.includes(sourceOrder), id).toBe(false);
      });
    }
  });
});
