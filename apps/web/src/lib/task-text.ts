import type { TFunction } from 'i18next';
import { useFeatureTranslation } from '../i18n/feature-messages.ts';
import enUS from '@roar/contracts/task-text/en-US.ts';
import { taskTextMessages } from '../i18n/tasks/messages.ts';

type Kind = 'names' | 'publicNames' | 'descriptions';

/** A task's texts in the language on screen (names, public names, descriptions and tags). */
export interface TaskTexts {
  name(taskId: string, stored: string): string;
  publicName(taskId: string, stored: string): string;
  description(taskId: string, stored: string): string;
  tag(tag: string): string;
}

/**
 * The translation of a catalogue task's text, when the stored text is still the catalogue's own
 * (en-US); a text an administrator wrote in Manage Tasks, or a task we do not know, is shown as
 * stored.
 */
export function taskTexts(t: TFunction): TaskTexts {
  const text = (kind: Kind) => (taskId: string, stored: string) => {
    const english: Record<string, string> = enUS[kind];
    if (!Object.hasOwn(english, taskId) || english[taskId] !== stored) return stored;
    return t(`${kind}.${taskId}`, { ns: taskTextMessages.namespace, defaultValue: stored });
  };
  return {
    name: text('names'),
    publicName: text('publicNames'),
    description: text('descriptions'),
    tag: (tag) =>
      Object.hasOwn(enUS.tags, tag)
        ? t(`tags.${tag}`, { ns: taskTextMessages.namespace, defaultValue: tag })
        : tag,
  };
}

/** A report task with its name and public name in the language on screen. */
export function localTaskNames<
  T extends { taskId: string; name: string; publicName: string | null },
>(task: T, texts: TaskTexts): T {
  return {
    ...task,
    name: texts.name(task.taskId, task.name),
    publicName: task.publicName && texts.publicName(task.taskId, task.publicName),
  };
}

/** `taskTexts` for a screen; `ready` once the language's task texts have loaded. */
export function useTaskTexts(): { texts: TaskTexts; ready: boolean } {
  const { t, ready } = useFeatureTranslation(taskTextMessages);
  return { texts: taskTexts(t), ready };
}
