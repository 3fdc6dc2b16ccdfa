export * from './runtime/random.ts';
export * from './runtime/clock-source.ts';
export * from './runtime/trial-clock.ts';
export * from './runtime/input.ts';
export * from './runtime/trial-queue.ts';
export * from './runtime/run-uploader.ts';
