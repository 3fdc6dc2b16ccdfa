import type { TFunction } from 'i18next';
import { CALIBRATION_MIN_RUNS, JOB_KINDS, type Job } from '@roar/contracts';

const KIND_NAMES = new Map<string, string>(
  Object.entries(JOB_KINDS).map(([name, kind]) => [kind, name]),
);

/** A job's kind in words; a kind this client does not know shows as it is. */
export function kindLabel(t: TFunction, kind: string): string {
  const name = KIND_NAMES.get(kind);
  return name ? t(`kinds.${name}`) : kind;
}

/** The name of the file a job works on (an import's roster file), when it has one. */
export function jobFileName(job: Pick<Job, 'params'>): string | undefined {
  const name = job.params.fileName;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** The job in words, for sentences and accessible names: 'Student import of roster.csv'. */
export function jobName(t: TFunction, job: Pick<Job, 'kind' | 'params'>): string {
  const kind = kindLabel(t, job.kind);
  const file = jobFileName(job);
  return file ? t('jobName', { kind, file }) : kind;
}

const KNOWN_ERRORS = new Set([
  'job_error',
  'worker_lost',
  'not_permitted',
  'input_unreadable',
  'input_missing',
  'released',
  'mail_refused',
  'forbidden',
  'not_found',
  'validation_failed',
  'too_many_letters',
  'no_letters',
  'too_few_runs',
  'not_calibratable',
  'norms_too_few_runs',
  'norms_too_few_cells',
  'norms_no_benchmarks',
  'norms_invalid_table',
]);

/** What a job's error code means, in words. */
export function errorText(t: TFunction, code: string): string {
  return KNOWN_ERRORS.has(code)
    ? t(`errors.${code}`, { minRuns: CALIBRATION_MIN_RUNS })
    : t('errors.other', { code });
}
