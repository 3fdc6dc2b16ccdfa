import type { GameTrial } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';

/** One choice on screen: a picture, a letter or a written word. */
export interface ChoiceOption {
  /** What the option is (a word, a letter); recorded as the response. */
  value: string;
  /** Picture URL, for picture options. */
  image?: string;
}

/** One item of a choice game: a spoken prompt, maybe a cue picture, and its options. */
export interface ChoiceItem {
  id: string;
  /** Speech clip id of the prompt (`<lang>/<key>`), replayable. */
  clip: string;
  /** The prompt's text (shown to screen readers, stored with the trial). */
  prompt: string;
  cue?: ChoiceOption | null;
  answer: ChoiceOption;
  distractors: readonly ChoiceOption[];
  /**
   * The options in the order the bank places them (balanced positions; the order a prompt names
   * them in); absent: the answer and distractors shuffled with the run's generator.
   */
  order?: readonly ChoiceOption[];
}

/** A part of a choice game (a subtest, a subtask, a category), given in order. */
export interface ChoiceSection {
  id: string;
  practice: readonly ChoiceItem[];
  test: readonly ChoiceItem[];
  /** Speech clip keys of the section's instructions, when it has its own. */
  intro?: { clip: string; text: string };
  practiceIntro?: { clip: string; text: string };
}

export interface ChoiceStep {
  stage: 'practice' | 'test';
  section: ChoiceSection;
  item: ChoiceItem;
  /** The options in the order shown (shuffled with the run's generator). */
  options: ChoiceOption[];
  trialIndex: number;
  /** First step of its section (instructions come before it). */
  opensSection: boolean;
  /** First test step of its section (after its practice). */
  opensTest: boolean;
}

/** Whether a section stops early, given its test answers so far (true = correct). */
export type StopRule = (answers: readonly boolean[]) => boolean;

/**
 * The rules of a choice game, free of the screen: sections in order; in each, practice items (if
 * given) then test items until the section's items end or the stop rule ends it. Options are
 * shuffled with the run's generator, so a reloaded run replays to the same screen.
 */
export function createChoiceEngine(options: {
  sections: readonly ChoiceSection[];
  practice: boolean;
  rng: Rng;
  stop?: StopRule;
}) {
  const { sections, rng } = options;
  let sectionIndex = 0;
  let practiceDone = 0;
  let testAnswers: boolean[] = [];
  let trialIndex = 0;
  let pending: ChoiceStep | null = null;

  const practiceOf = (section: ChoiceSection) => (options.practice ? section.practice : []);
  const sectionOver = (section: ChoiceSection) =>
    practiceDone >= practiceOf(section).length &&
    (testAnswers.length >= section.test.length ||
      (testAnswers.length > 0 && (options.stop?.(testAnswers) ?? false)));

  const engine = {
    next(): ChoiceStep | null {
      if (pending) return pending;
      while (sectionIndex < sections.length && sectionOver(sections[sectionIndex]!)) {
        sectionIndex += 1;
        practiceDone = 0;
        testAnswers = [];
      }
      const section = sections[sectionIndex];
      if (!section) return null;
      const practice = practiceOf(section);
      const inPractice = practiceDone < practice.length;
      const item = inPractice ? practice[practiceDone]! : section.test[testAnswers.length]!;
      pending = {
        stage: inPractice ? 'practice' : 'test',
        section,
        item,
        options: item.order ? [...item.order] : rng.shuffle([item.answer, ...item.distractors]),
        trialIndex,
        opensSection: practiceDone === 0 && testAnswers.length === 0,
        opensTest: !inPractice && testAnswers.length === 0,
      };
      return pending;
    },

    answer(step: ChoiceStep, correct: boolean): void {
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') practiceDone += 1;
      else testAnswers.push(correct);
    },

    /** Test items answered in the current section, and how many it has. */
    progress: () => {
      const total = sections.reduce((sum, s) => sum + s.test.length, 0);
      const before = sections.slice(0, sectionIndex).reduce((sum, s) => sum + s.test.length, 0);
      return { answered: before + testAnswers.length, total };
    },

    /** Replays recorded trials in order, so the run continues with the next step. */
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        const step = engine.next();
        if (!step) return;
        engine.answer(step, trial.data.correct === 1);
      }
    },
  };
  return engine;
}

export type ChoiceEngine = ReturnType<typeof createChoiceEngine>;
