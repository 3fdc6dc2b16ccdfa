import type enUS from './en-US.ts';

/** The kinds of a task's texts: names, public names, descriptions and tags. */
export type TaskTextCatalogue = typeof enUS;

/** A regional variant (en-GB, es-CO): only what differs from the locale it falls back to. */
export type TaskTextOverrides = {
  [K in keyof TaskTextCatalogue]?: Partial<Record<keyof TaskTextCatalogue[K], string>>;
};
