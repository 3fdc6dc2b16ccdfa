export * from './clips.ts';
export * from './manifest.ts';
