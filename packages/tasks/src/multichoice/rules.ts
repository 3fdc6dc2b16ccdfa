/** Version of the written four-choice game's code, stored with every run. */
export const WRITTEN_CHOICE_VERSION = '1.0.0';
