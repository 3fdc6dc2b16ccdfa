export * from './schema.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './orgs.ts';
export * from './legal.ts';
export * from './tasks.ts';
export * from './administrations.ts';
export * from './audit.ts';
