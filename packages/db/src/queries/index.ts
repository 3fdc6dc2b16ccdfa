export * from './users.ts';
export * from './orgs.ts';
export * from './locks.ts';
