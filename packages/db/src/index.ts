export * from './client.ts';
export { DataDirLockedError, type LockHolder } from './data-dir-lock.ts';
export { newId, ID_LENGTH } from './ids.ts';
export * from './schema/index.ts';
export * from './queries/index.ts';
