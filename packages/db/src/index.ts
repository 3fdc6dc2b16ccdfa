export * from './client.ts';
export { DataDirLockedError, type LockHolder } from './data-dir-lock.ts';
export { newId, ID_LENGTH } from './ids.ts';
export { runMonthOf, TRIAL_PARTITION_MONTHS_AHEAD } from './trial-partitions.ts';
export * from './schema/index.ts';
export * from './queries/index.ts';
