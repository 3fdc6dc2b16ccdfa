// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gameFiles, newTask } from '../../scripts/new-task.ts';

/**
 * `npm run new:task` writes a game the registry accepts: the generator runs on a copy of this
 * source folder (inside the package, so its imports resolve), then the copy's registry is loaded
 * and checked like the real one.
 */
const SRC = fileURLToPath(new URL('../', import.meta.url));
const PACKAGE = fileURLToPath(new URL('../../', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('npm run new:task', () => {
  const copy = mkdtempSync(join(PACKAGE, '.new-task-'));
  cpSync(SRC, copy, { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('writes the files docs/architecture.md names and registers a game the registry accepts', async () => {
    const written = newTask('crowding', copy);
    for (const file of ['definition.ts', 'load.ts', 'tasks.ts', 'crowding.test.ts']) {
      expect(written).toContain(join(copy, 'crowding', file));
      expect(existsSync(join(copy, 'crowding', file))).toBe(true);
    }
    const registry = await import(join(copy, 'registry', 'index.ts'));
    const { missingParts } = await import(join(copy, 'registry', 'completeness.ts'));
    const game = registry.gameOf('crowding');
    expect(game?.game).toBe('crowding');
    expect(missingParts(game)).toEqual([]);
    const loaders = readFileSync(join(copy, 'registry', 'loaders.ts'), 'utf8');
    expect(loaders).toContain("import('../crowding/load.ts')");
    expect(() => newTask('crowding', copy)).toThrow(/exists already/);
    expect(() => newTask('not-a-task', copy)).toThrow(/not a task id/);
  });

  it('is described in docs/architecture.md, with paths that exist', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    expect(doc).toContain('npm run new:task -- <id>');
    const paths = [...doc.matchAll(/`((?:apps|packages|docs|e2e|bench)\/[^`\s]+)`/g)].map(
      (m) => m[1]!,
    );
    const generated = paths.filter((p) => p.startsWith('packages/tasks/src/<id>/'));
    expect(generated.map((p) => p.replace('packages/tasks/src/<id>/', '')).sort()).toEqual(
      Object.keys(gameFiles('crowding'))
        .map((p) => p.replace('crowding/', '').replace('crowding.test.ts', '<id>.test.ts'))
        .sort(),
    );
    const missing = paths.filter((p) => !p.includes('<') && !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });
});
