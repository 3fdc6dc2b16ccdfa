export * from './runtime/random.ts';
