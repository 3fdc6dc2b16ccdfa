import type { TaskPlugin } from '@roar/tasks';

/**
 * The games this version plays, each loaded on demand with its item bank (budget: games never
 * weigh on the first load). A task without an entry shows the 'not ready yet' page.
 */
const LOADERS: Readonly<Record<string, () => Promise<TaskPlugin<unknown>>>> = {
  swr: () => import('@roar/tasks/word').then((m) => m.wordPlugin('swr') as TaskPlugin<unknown>),
  'swr-es': () =>
    import('@roar/tasks/word').then((m) => m.wordPlugin('swr-es') as TaskPlugin<unknown>),
  sre: () =>
    import('@roar/tasks/sentence').then((m) => m.sentencePlugin('sre') as TaskPlugin<unknown>),
  'sre-es': () =>
    import('@roar/tasks/sentence').then((m) => m.sentencePlugin('sre-es') as TaskPlugin<unknown>),
  pa: () => import('@roar/tasks/phoneme').then((m) => m.phonemePlugin('pa') as TaskPlugin<unknown>),
  'pa-es': () =>
    import('@roar/tasks/phoneme').then((m) => m.phonemePlugin('pa-es') as TaskPlugin<unknown>),
  letter: () =>
    import('@roar/tasks/letter').then((m) => m.letterPlugin('letter') as TaskPlugin<unknown>),
  'letter-es': () =>
    import('@roar/tasks/letter').then((m) => m.letterPlugin('letter-es') as TaskPlugin<unknown>),
  'letter-en-ca': () =>
    import('@roar/tasks/letter').then((m) => m.letterPlugin('letter-en-ca') as TaskPlugin<unknown>),
  phonics: () =>
    import('@roar/tasks/phonics').then((m) => m.phonicsPlugin() as TaskPlugin<unknown>),
};

export const isPlayable = (taskId: string): boolean => Object.hasOwn(LOADERS, taskId);

export function loadTaskPlugin(taskId: string): Promise<TaskPlugin<unknown>> {
  const load = LOADERS[taskId];
  if (!load) return Promise.reject(new Error(`No game for task ${taskId}`));
  return load();
}
