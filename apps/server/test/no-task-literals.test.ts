import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TASK_CATALOGUE } from '@roar/contracts';

/**
 * Host code never names a game: it reads the games registry (docs/architecture.md, 'Adding a
 * game'). This test fails when a task id appears as a whole string literal ('pa', "swr-es",
 * `letter`) in non-test code under apps/ and packages/db. Allowed: the spec's route table, the
 * demo world and translations.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps', join('packages', 'db')];
const ALLOWED = [
  'apps/web/src/config/game-routes.ts',
  'apps/server/src/modules/demo/',
  '/i18n/',
  '/locales/',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'test', 'public']);
const isTestFile = (path: string) =>
  /\.test\.tsx?$|(^|\/)(testing-fixtures|test-fixtures|fixtures)\.tsx?$|vitest\.setup\.ts$/.test(
    path,
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string literal (and template without substitutions) of a file, with its line. */
export function stringLiterals(path: string, text: string): { value: string; line: number }[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: { value: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ value: node.text, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const TASK_IDS = new Set(TASK_CATALOGUE.map((task) => task.id));

function offenders(): string[] {
  return SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path).split(sep).join('/'))
    .filter((path) => !isTestFile(path) && !ALLOWED.some((allowed) => path.includes(allowed)))
    .flatMap((path) =>
      stringLiterals(path, readFileSync(join(ROOT, path), 'utf8'))
        .filter((literal) => TASK_IDS.has(literal.value))
        .map((literal) => `${path}:${literal.line} '${literal.value}'`),
    );
}

describe('host code names no task id', () => {
  it('finds no task id string literal outside the allowed files', () => {
    expect(offenders()).toEqual([]);
  });

  it('would catch one', () => {
    const literals = stringLiterals('x.ts', "const a = 'pa';\nconst b = `swr-es`; // 'sre'\n");
    expect(literals.filter((l) => TASK_IDS.has(l.value))).toEqual([
      { value: 'pa', line: 1 },
      { value: 'swr-es', line: 2 },
    ]);
  });
});
