import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { HistoryPoint } from '@roar/contracts';
import { buildHistoryContent } from './history-content.ts';

const t = ((key: string) => key) as unknown as TFunction;
const point = (rawScore: number | null): HistoryPoint => ({
  administrationId: 'a1',
  administrationName: 'Fall',
  completedAt: '2026-10-01T10:00:00.000Z',
  rawScore,
  percentile: null,
  standardScore: null,
  supportLevel: null,
  current: true,
});

describe('buildHistoryContent', () => {
  it('has nothing to chart for a task that gives no score (the survey)', () => {
    expect(buildHistoryContent(t, 'en-US', 'Survey', [])).toBeNull();
    expect(buildHistoryContent(t, 'en-US', 'Survey', [point(null)])).toBeNull();
  });

  it('charts a task with a score', () => {
    const content = buildHistoryContent(t, 'en-US', 'Memory', [point(12)]);
    expect(content?.rows.map((row) => row.cells[2])).toEqual(['12']);
  });
});
