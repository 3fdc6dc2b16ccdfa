/**
 * The games this version plays come from the registry's web loaders (packages/tasks/src/registry/
 * loaders.ts): each is loaded on demand with its item bank. A task without one shows the 'not
 * ready yet' page.
 */
export {
  clipGroupsOf,
  isPlayable,
  loadTaskPlugin,
  playedElsewhere,
  speechLanguageOf,
} from '@roar/tasks/loaders';
