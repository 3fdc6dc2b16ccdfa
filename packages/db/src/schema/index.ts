export * from './enums.ts';
export * from './core/index.ts';
export * from './assessment/index.ts';
