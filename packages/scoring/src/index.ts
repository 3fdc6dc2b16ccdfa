export * from './scales.ts';
