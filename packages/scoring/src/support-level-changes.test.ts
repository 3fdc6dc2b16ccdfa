import { describe, expect, it } from 'vitest';
import type { NormsTable } from './norms.ts';
import { provisionalNorms } from './norms-data/index.ts';
import { normedSupportLevel, supportLevelChanges } from './support-level-changes.ts';

const swr = provisionalNorms('swr')!;
// A local table for grades 2 (fall only) and 7: grade 2 fall 40 points lower, grade 7 as before
// but with lower benchmarks.
const local: NormsTable = {
  ...swr,
  kind: 'local',
  version: 'local-1',
  groups: [
    { grade: 2, season: 'fall', mean: 379, sd: 66.7 },
    { grade: 7, mean: 573, sd: 66.7 },
  ],
  benchmarks: { grade3: 420, grade5: 480 },
};

describe('normedSupportLevel', () => {
  it('follows the support-level rules: K-5 by percentile, 6-12 by benchmarks', () => {
    // Grade 2: mean 419, SD 66.7; the 20th percentile is 419 - 0.8416 * 66.7 = 362.9.
    expect(normedSupportLevel(362, swr, { grade: 2, ageMonths: 0 })).toBe('needs-extra-support');
    expect(normedSupportLevel(364, swr, { grade: 2, ageMonths: 0 })).toBe('developing');
    expect(normedSupportLevel(500, swr, { grade: 2, ageMonths: 0 })).toBe('achieved');
    expect(normedSupportLevel(452, swr, { grade: 8, ageMonths: 0 })).toBe('needs-extra-support');
    expect(normedSupportLevel(453, swr, { grade: 8, ageMonths: 0 })).toBe('developing');
  });
});

describe('supportLevelChanges', () => {
  it('counts changes from -> to, by direction, keeping uncovered students on the old table', () => {
    const preview = supportLevelChanges(
      [
        // Grade 2 fall: provisional needs extra support (p 15), local developing (p 30).
        { grade: 2, season: 'fall', score: 350 },
        // Grade 2 fall: developing (p 30) -> achieved (p 48).
        { grade: 2, season: 'fall', score: 384 },
        // Grade 2 fall: achieved stays achieved.
        { grade: 2, season: 'fall', score: 500 },
        // Grade 2 spring: the local table has no group; stays on provisional.
        { grade: 2, season: 'spring', score: 350 },
        // Grade 7: benchmarks 452/521 -> 420/480: 440 needs extra support -> developing,
        // 500 developing -> achieved.
        { grade: 7, season: 'winter', score: 440 },
        { grade: 7, season: null, score: 500 },
        // Left out: no grade, no score.
        { grade: null, score: 400 },
        { grade: 3, score: null },
      ],
      swr,
      local,
    );
    expect(preview).toMatchObject({
      compared: 6,
      skipped: 2,
      uncovered: 1,
      changed: 4,
      up: 4,
      down: 0,
    });
    expect(preview.matrix['needs-extra-support']).toEqual({
      'needs-extra-support': 1,
      developing: 2,
      achieved: 0,
    });
    expect(preview.matrix.developing).toEqual({
      'needs-extra-support': 0,
      developing: 0,
      achieved: 2,
    });
    expect(preview.matrix.achieved.achieved).toBe(1);
    expect(preview.before).toEqual({ 'needs-extra-support': 3, developing: 2, achieved: 1 });
    expect(preview.after).toEqual({ 'needs-extra-support': 1, developing: 2, achieved: 3 });
  });

  it('counts downward moves the other way', () => {
    const preview = supportLevelChanges([{ grade: 2, season: 'fall', score: 384 }], local, swr);
    expect(preview).toMatchObject({ changed: 1, up: 0, down: 1 });
    expect(preview.matrix.achieved.developing).toBe(1);
  });
});
