export * from './schema.ts';
export * from './runs.ts';
export * from './scores.ts';
