import { describe, expect, it } from 'vitest';
import { GROUP_ITEMS_MAX, type ReportCell, type SkillsToWorkOn } from '@roar/contracts';
import { groupTask, levelOf, type GroupInput } from './report-groups.ts';

const cell = (fields: Partial<ReportCell>): ReportCell => ({
  status: 'completed',
  optional: false,
  runId: 'r',
  supportLevel: null,
  completedOn: '2026-10-01',
  ...fields,
});

const input = (id: string, fields: Partial<ReportCell>, skills?: SkillsToWorkOn): GroupInput => ({
  student: { userId: id, firstName: id, lastName: null, username: id },
  cell: cell(fields),
  skills,
});

describe('levelOf', () => {
  it('puts unfinished students apart and optional ones not done in no group', () => {
    expect(levelOf(cell({ status: 'assigned', runId: null, completedOn: null }))).toBe(
      'not-finished',
    );
    expect(levelOf(cell({ status: 'started' }))).toBe('not-finished');
    expect(levelOf(cell({ status: 'optional', optional: true, completedOn: null }))).toBeNull();
    expect(levelOf(cell({ status: 'optional', optional: true, supportLevel: 'optional' }))).toBe(
      'optional',
    );
  });

  it('uses the level the table shows, and says when a finished run has no score yet', () => {
    expect(levelOf(cell({ supportLevel: 'developing' }))).toBe('developing');
    expect(levelOf(cell({ supportLevel: 'raw-score' }))).toBe('raw-score');
    expect(levelOf(cell({ supportLevel: null }))).toBe('not-scored');
  });
});

describe('groupTask', () => {
  it('groups by support level in the levels’ order, students in report order', () => {
    const groups = groupTask('t', 'scored', [
      input('ana', { supportLevel: 'achieved' }),
      input('ben', { supportLevel: 'needs-extra-support' }),
      input('cat', { status: 'assigned', runId: null, completedOn: null }),
      input('dan', { supportLevel: 'needs-extra-support' }),
    ]);
    expect(groups.assigned).toBe(4);
    expect(groups.levels.map((l) => [l.level, l.students.map((s) => s.userId)])).toEqual([
      ['needs-extra-support', ['ben', 'dan']],
      ['achieved', ['ana']],
      ['not-finished', ['cat']],
    ]);
    expect(groups.skills).toEqual([]);
  });

  it('groups by skill to work on, items most needed first, capped', () => {
    const many = Array.from({ length: GROUP_ITEMS_MAX + 3 }, (_, i) => String.fromCharCode(110 + i));
    const groups = groupTask('t', 'scored', [
      input('ana', { supportLevel: 'raw-score' }, { soundsToWorkOn: ['m', 'b'], upperCaseToWorkOn: [] }),
      input('ben', { supportLevel: 'raw-score' }, { soundsToWorkOn: ['d', 'b'], lowerCaseToWorkOn: [] }),
      input('cat', { supportLevel: 'raw-score' }, { soundsToWorkOn: ['b', ...many] }),
      input('dan', { supportLevel: 'raw-score' }, { soundsToWorkOn: [] }),
      // An unfinished student's old skills do not count.
      input('eve', { status: 'started' }, { soundsToWorkOn: ['z'] }),
    ]);
    const sounds = groups.skills.find((s) => s.skill === 'sounds')!;
    expect(sounds.items[0]).toEqual({ item: 'b', userIds: ['ana', 'cat', 'ben'].sort() });
    expect(sounds.items.slice(1, 3).map((i) => i.item)).toEqual(['d', 'm']);
    expect(sounds.items).toHaveLength(GROUP_ITEMS_MAX);
    expect(sounds.moreItems).toBe(many.length + 3 - GROUP_ITEMS_MAX);
    expect(sounds.students.map((s) => s.userId)).toEqual(['ana', 'ben', 'cat']);
    expect(sounds.items.flatMap((i) => i.item)).not.toContain('z');
    // Letter names are scored (empty lists): a group with nothing to work on.
    expect(groups.skills.find((s) => s.skill === 'letters')).toMatchObject({
      items: [],
      students: [],
    });
  });

  it('makes no groups for a task reported by progress or waiting to be scored', () => {
    for (const kind of ['progress-only', 'awaiting-scoring'] as const) {
      const groups = groupTask('t', kind, [input('ana', { supportLevel: 'raw-score' })]);
      expect(groups).toEqual({ taskId: 't', kind, assigned: 1, levels: [], skills: [] });
    }
  });
});
