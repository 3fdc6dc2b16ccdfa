/**
 * The words of the individual score report's PDF, in one locale. The wording is the web report's
 * (apps/web/src/features/student-report/i18n), so the screen and the PDF say the same thing;
 * `{slot}`s are filled with fill() of the letters module.
 */
export interface ReportText {
  title: string;
  fallbackName: string;
  labels: { grade: string; class: string; school: string; administration: string };
  notRecorded: string;
  grades: { PK: string; TK: string; K: string; numbered: string };
  stillWorking: string;
  summary: { heading: string; included: string; notCompleted: string };
  resultsHeading: string;
  completedOn: string;
  tags: {
    required: string;
    optional: string;
    reliable: string;
    unreliable: string;
    provisional: string;
    extended_1_5: string;
    extended_2: string;
    untimed: string;
  };
  reliability: { unreliable: string; flagsIntro: string };
  flags: Record<string, string>;
  supportLabel: string;
  levels: Record<'needs-extra-support' | 'developing' | 'achieved' | 'raw-score' | 'optional', string>;
  description: { none: string; progressOnly: string };
  scores: {
    heading: string;
    standardScore: string;
    percentile: string;
    rawScore: string;
    percentCorrect: string;
    percentValue: string;
    /** A value with its 90 % band (docs/product/scoring.md section 8), and what it means. */
    bandValue: string;
    bandNote: string;
  };
  phoneme: { heading: string; FSM: string; LSM: string; DEL: string; workOn: string };
  letters: {
    heading: string;
    correctOf: string;
    upper: string;
    lower: string;
    sounds: string;
    upperWorkOn: string;
    lowerWorkOn: string;
    soundsWorkOn: string;
  };
  phonics: { heading: string; categories: Record<string, string> };
  math: {
    heading: string;
    counts: string;
    operations: Record<'addition' | 'subtraction' | 'multiplication' | 'division', string>;
    workOn: string;
  };
  strands: {
    heading: string;
    overall: string;
    kindergarten: string;
    names: Record<string, string>;
    workOn: string;
  };
  measures: {
    heading: string;
    correctOf: string;
    medianRt: string;
    switchCost: string;
    span: string;
    ms: string;
    angle: string;
    noNorms: string;
    parts: Record<string, string>;
  };
  mathBlocks: {
    heading: string;
    correctOf: string;
    meanError: string;
    names: Record<string, string>;
  };
  none: string;
  history: {
    heading: string;
    chartLabel: string;
    date: string;
    administration: string;
    current: string;
  };
  /** The history figure's text alternative: the points in order. */
  historyAlt: string;
}

/** A regional variant: its own words, the rest from its base. */
export type ReportTextOverrides = {
  [K in keyof ReportText]?: ReportText[K] extends string ? string : Partial<ReportText[K]>;
};
