import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.ts';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));

/**
 * `npm install` on a fresh clone must not warn about engines (issue 14, point 10): every package
 * in the lock file that states a Node range must accept the oldest Node we state we support.
 */
describe('engines', () => {
  it('every locked package accepts the oldest Node version the project supports', () => {
    const stated: string = readJson('package.json').engines.node;
    const oldest = semver.minVersion(stated);
    expect(oldest).not.toBeNull();
    const packages: Record<string, LockEntry> = readJson('package-lock.json').packages;
    const refusing = Object.entries(packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range || semver.satisfies(oldest!, range)) return [];
      return [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
