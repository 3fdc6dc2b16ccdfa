import { useSearchParams } from 'react-router';
import {
  RELIABILITY_FILTERS,
  REPORT_PAGE_SIZES,
  REPORT_SORTS,
  REPORT_STATUSES,
  REPORT_SUPPORT_LEVELS,
  type ReliabilityFilter,
  type ReportFilter,
  type ReportSort,
  type ReportStatus,
  type ReportSupportLevel,
  type ReportTableQuery,
} from '@roar/contracts';

/** What the score report's task cells show. */
export const SCORE_VIEWS = ['supportLevel', 'percentile', 'standardScore', 'rawScore'] as const;
export type ScoreView = (typeof SCORE_VIEWS)[number];

/** Filters, sort, page and view of a report table: all of it lives in the address. */
export interface TableState {
  schoolId: string[];
  grade: string[];
  taskId: string;
  status: ReportStatus[];
  supportLevel: ReportSupportLevel[];
  reliability: ReliabilityFilter | '';
  search: string;
  sort: ReportSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  view: ScoreView;
}

const DEFAULTS: TableState = {
  schoolId: [],
  grade: [],
  taskId: '',
  status: [],
  supportLevel: [],
  reliability: '',
  search: '',
  sort: 'lastName',
  order: 'asc',
  page: 1,
  pageSize: 25,
  view: 'supportLevel',
};

/** Search-parameter names (short, as people share these addresses). */
const KEYS = {
  schoolId: 'school',
  grade: 'grade',
  taskId: 'task',
  status: 'status',
  supportLevel: 'level',
  reliability: 'reliability',
  search: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
  view: 'view',
} as const satisfies Record<keyof TableState, string>;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
const someOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** Reads the table state from the address; unknown values fall back to the defaults. */
export function readTableState(params: URLSearchParams): TableState {
  const size = Number(params.get(KEYS.pageSize));
  return {
    schoolId: params.getAll(KEYS.schoolId).filter(Boolean),
    grade: params.getAll(KEYS.grade).filter(Boolean),
    taskId: params.get(KEYS.taskId) ?? '',
    status: someOf(REPORT_STATUSES, params.getAll(KEYS.status)),
    supportLevel: someOf(REPORT_SUPPORT_LEVELS, params.getAll(KEYS.supportLevel)),
    reliability: oneOf(['', ...RELIABILITY_FILTERS], params.get(KEYS.reliability), ''),
    search: params.get(KEYS.search) ?? '',
    sort: oneOf(REPORT_SORTS, params.get(KEYS.sort), DEFAULTS.sort),
    order: oneOf(['asc', 'desc'] as const, params.get(KEYS.order), DEFAULTS.order),
    page: Math.max(1, Math.floor(Number(params.get(KEYS.page)) || 1)),
    pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.pageSize,
    view: oneOf(SCORE_VIEWS, params.get(KEYS.view), DEFAULTS.view),
  };
}

/** Writes the table state as search parameters, leaving defaults out. */
export function writeTableState(state: TableState): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of Object.keys(KEYS) as (keyof TableState)[]) {
    const value = state[name];
    if (Array.isArray(value)) for (const item of value) out.append(KEYS[name], item);
    else if (value !== DEFAULTS[name] && value !== '') out.set(KEYS[name], String(value));
  }
  return out;
}

/** The filters the API takes, from the table state. */
export function filterOf(state: TableState): ReportFilter {
  return {
    schoolId: state.schoolId,
    grade: state.grade,
    taskId: state.taskId || undefined,
    status: state.status,
    supportLevel: state.supportLevel,
    reliability: state.reliability || undefined,
    search: state.search || undefined,
  };
}

/** The population the summaries count: school and grade only (the table narrows further). */
export function populationOf(state: TableState): ReportFilter {
  return { schoolId: state.schoolId, grade: state.grade };
}

export function tableQueryOf(state: TableState): ReportTableQuery {
  return {
    ...filterOf(state),
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
  };
}

export function hasFilters(state: TableState): boolean {
  const f = filterOf(state);
  return Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
}

export type UpdateTable = (changes: Partial<TableState>) => void;

/**
 * The table state of the current address and a setter. Any change but a page change returns to
 * page 1; every change is a history entry, so the back button undoes it.
 */
export function useTableState(): [TableState, UpdateTable] {
  const [params, setParams] = useSearchParams();
  const state = readTableState(params);
  // From the current address, not this render's: a debounced search may land after other changes.
  const update: UpdateTable = (changes) =>
    setParams((current) => {
      const next = { ...readTableState(current), ...changes };
      if (!('page' in changes)) next.page = 1;
      // Keys that are not the table's (the groups panel and its task) stay as they are.
      const out = new URLSearchParams(current);
      for (const key of Object.values(KEYS)) out.delete(key);
      for (const [key, value] of writeTableState(next)) out.append(key, value);
      return out;
    });
  return [state, update];
}

/** The filter fields a "clear filters" resets. */
export const CLEARED_FILTERS: Partial<TableState> = {
  schoolId: [],
  grade: [],
  taskId: '',
  status: [],
  supportLevel: [],
  reliability: '',
  search: '',
};
