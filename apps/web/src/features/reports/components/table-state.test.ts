import { describe, expect, it } from 'vitest';
import { filterOf, hasFilters, readTableState, tableQueryOf, writeTableState } from './table-state.ts';

describe('report table state in the address', () => {
  it('reads lists, filters, sort, page and view, and writes them back the same', () => {
    const search =
      'school=s1&school=s2&grade=3&task=swr&status=started&level=achieved&reliability=unreliable&q=may&sort=grade&order=desc&page=3&size=50&view=percentile';
    const state = readTableState(new URLSearchParams(search));
    expect(state).toEqual({
      schoolId: ['s1', 's2'],
      grade: ['3'],
      taskId: 'swr',
      status: ['started'],
      supportLevel: ['achieved'],
      reliability: 'unreliable',
      search: 'may',
      sort: 'grade',
      order: 'desc',
      page: 3,
      pageSize: 50,
      view: 'percentile',
    });
    expect(writeTableState(state).toString()).toBe(search);
    expect(tableQueryOf(state)).toMatchObject({ page: 3, pageSize: 50, sort: 'grade', order: 'desc' });
    expect(hasFilters(state)).toBe(true);
  });

  it('falls back to the defaults for values a hand-edited address gets wrong', () => {
    const state = readTableState(
      new URLSearchParams('status=done&level=great&sort=age&order=up&page=-2&size=7&view=pie'),
    );
    expect(state).toMatchObject({
      status: [],
      supportLevel: [],
      sort: 'lastName',
      order: 'asc',
      page: 1,
      pageSize: 25,
      view: 'supportLevel',
    });
    expect(writeTableState(state).toString()).toBe('');
    expect(hasFilters(state)).toBe(false);
    expect(filterOf(state)).toEqual({
      schoolId: [],
      grade: [],
      taskId: undefined,
      status: [],
      supportLevel: [],
      reliability: undefined,
      search: undefined,
    });
  });
});
