export * from './users.ts';
export * from './orgs.ts';
export * from './locks.ts';
export * from './sessions.ts';
export * from './memberships.ts';
export * from './audit.ts';
export * from './user-by-id.ts';
