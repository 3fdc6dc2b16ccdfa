import type { LetterTopic, Locale } from '@roar/contracts';

/**
 * Words of the one-page parent letter (issue 21 item 3; docs/product/parent-letter.md). The letter
 * is built on the server (its PDF, one or a whole class, is made there), so its words live here,
 * as the report CSV's do (reports/report-csv-text.ts). Slots are written `{name}` and filled by
 * `fill` (letters/fill.ts); a slot that is not given stays visible, so a test catches it.
 */

/** The support levels a letter explains (the spec's three; other tasks have none). */
export const LETTER_LEVELS = ['needs-extra-support', 'developing', 'achieved'] as const;
export type LetterLevel = (typeof LETTER_LEVELS)[number];

/** Three things to do at home: always exactly three. */
export type Activities = readonly [string, string, string];

/**
 * What the letter says about one skill (a topic). Several tasks share a topic: the English and
 * Spanish word games are both 'word-reading' (each game's `report.letterTopic`).
 */
export interface TopicText {
  /** Plain name of the skill for a parent, e.g. 'Reading words'. No product names. */
  title: string;
  /** One or two sentences: what the child did in the game and why the skill matters. Slot: {name}. */
  assessed: string;
  /**
   * Three things to do at home. Topics whose tasks give a support level have one set per level;
   * the others one set for everyone (`any`). Slot: {name}.
   */
  activities: Partial<Record<LetterLevel, Activities>> & { any?: Activities };
}

export { LETTER_TOPICS, type LetterTopic } from '@roar/contracts';

/** Topics whose tasks give a support level: they have activities per level. */
export const LEVELLED_TOPICS: readonly LetterTopic[] = [
  'word-reading',
  'sentence-reading',
  'phonological-awareness',
  'core-math',
  'reading-between-the-lines',
];

export interface LetterText {
  locale: Locale;
  /** Document title (PDF title, page title). Slot: {name} (the child's first name). */
  title: string;
  /** Heading above the greeting, e.g. 'Your child's results'. */
  heading: string;
  /** 'Dear family of {name},' */
  greeting: string;
  /**
   * First paragraph. Slots: {name}, {administration} (its public name), {count} (tasks in the
   * letter, as a number). One form per plural category the locale uses ('one', 'other').
   */
  intro: { one: string; other: string };
  /** One sentence on what the levels are and that one game is one moment (not a diagnosis). */
  aboutResults: string;
  /** Names of the levels as reports show them (the spec's names, in parent-friendly form). */
  levelNames: Record<LetterLevel, string>;
  /** What a level means for the child, one sentence. Slot: {name}. */
  levelMeaning: Record<LetterLevel, string>;
  /** 'Scored higher than about {percentile} out of 100 students in the same grade.' Slot: {percentile}, {name}. */
  percentile: string;
  /** A task without support levels: '{name} answered {percent} % of the questions correctly.' */
  percentCorrect: string;
  /** A task without levels or percent: '{name} finished this game.' */
  finished: string;
  /**
   * One line naming the skills whose games are still to finish. Slots: {name}, {list} (their
   * titles joined by the locale's list format): '{name} has not finished these games yet: {list}.'
   */
  notFinished: string;
  /** Listed skills to practise. Slot: {list} (items joined by the locale's list format). */
  practise: {
    letters: string;
    sounds: string;
    facts: string;
  };
  /** How sure the result is (the 'confidence' of the letter). */
  confidence: {
    /** The heading word before the sentence, e.g. 'How sure are we?' */
    label: string;
    reliable: string;
    /** Slot: {name}. The run was flagged (e.g. answered too fast): the result may be too low. */
    unreliable: string;
    /**
     * Added when a timed game was played with a time accommodation (slot {name}):
     * more time, or no time limit (docs/decisions/035-accommodations.md).
     */
    extendedTime: string;
    noTimeLimit: string;
    /** Added when the comparison uses provisional norms. */
    provisional: string;
  };
  /** Heading of the three activities: 'Three things to try at home'. */
  activitiesHeading: string;
  /** The band graphic's text alternative. Slots: {level} (its name), {name}. */
  bandAlt: string;
  /** Closing paragraph. Slot: {name}. */
  closing: string;
  /** Signature line, e.g. 'Your child's school'. */
  signature: string;
  /** Footer: 'Results of {date}. Made with ROAR.' Slot: {date} (formatted in the locale). */
  footer: string;
  /** A letter with no finished task (it replaces the intro). Slots: {name}, {administration}. */
  noResults: string;
  topics: Record<LetterTopic, TopicText>;
}

/** A regional variant: its own words where they differ from its base (en-GB on en-US...). */
export type LetterTextOverrides = Partial<Omit<LetterText, 'topics' | 'locale'>> & {
  locale: Locale;
  topics?: Partial<Record<LetterTopic, Partial<TopicText>>>;
};
