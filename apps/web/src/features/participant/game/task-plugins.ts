/**
 * The games this version plays come from the registry's web loaders (packages/tasks/src/registry/
 * loaders.ts): each is loaded on demand with its item bank. A task without one shows the 'not
 * ready yet' page.
 */
import { playableTask } from '@roar/tasks/loaders';

export { isPlayable, loadTaskPlugin, playableTask } from '@roar/tasks/loaders';

/** The speech language of a task's game: its declared language ('en-CA' speaks English). */
export const speechLanguageOf = (taskId: string): 'en' | 'es' =>
  playableTask(taskId)?.language === 'es' ? 'es' : 'en';
