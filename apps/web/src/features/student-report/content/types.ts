import type { ReportSupportLevel } from '@roar/contracts';
import type { HistoryContent } from './history-content.ts';

/**
 * The report as localised text, built once from the API answer (build-report-content.ts) and
 * drawn by both the screen and the PDF, so the two always say the same thing.
 */

/** A label and its value (a score row, a subscore, a list of letters). */
export interface LabelledValue {
  label: string;
  value: string;
  /** The value comes from provisional norms: show the 'Provisional norms' label next to it. */
  provisional?: boolean;
}

/** A small table: its heading, column headings and rows. */
export interface SubscoreTable {
  heading: string;
  columns: [string, string];
  rows: LabelledValue[];
}

export interface TaskContent {
  taskId: string;
  name: string;
  /** Required or Optional tag. */
  required: boolean;
  typeTag: string;
  /** Reliable / Unreliable tag; null when the run carries no verdict. */
  reliable: boolean | null;
  reliabilityTag: string | null;
  /** The run's time accommodation in words ('Extended time (×1.5)'); null for standard time. */
  accommodationTag: string | null;
  /** 'The run was marked as unreliable.', 'because of the following flags' and the flags. */
  unreliable: { message: string; flagsIntro: string | null; flags: string[] } | null;
  completedOn: string | null;
  /** What the result means, in a sentence or two. */
  description: string;
  /** The sentence cites a percentile or standard score from provisional norms. */
  descriptionProvisional: boolean;
  supportLevel: ReportSupportLevel | null;
  supportLabel: string | null;
  scores: SubscoreTable;
  phoneme: { table: SubscoreTable; workOn: LabelledValue } | null;
  /** Math fluency: results per operation and the facts to work on (Math Facts). */
  math: { table: SubscoreTable; workOn: LabelledValue | null } | null;
  /** Math Game: right of tried per block. */
  blocks: SubscoreTable | null;
  /** Measures per part, and the note that they have no norms (null for a game with norms). */
  measures: { table: SubscoreTable; note: string | null } | null;
  /** Core Math: grade level per strand and the strands to work on. */
  strands: { table: SubscoreTable; workOn: LabelledValue } | null;
  letters: { table: SubscoreTable; workOnHeading: string; workOn: LabelledValue[] } | null;
  /** Omitted in the compact Spanish variant. */
  phonics: SubscoreTable | null;
  /** Scores across administrations; null before any scored run. */
  history: HistoryContent | null;
}

export interface ExplanationSection {
  heading: string;
  paragraphs: string[];
}

export interface ReportContent {
  locale: string;
  title: string;
  studentName: string;
  firstName: string;
  welcome: string;
  intro: string;
  details: LabelledValue[];
  /** No task completed yet: the 'still working' message instead of results. */
  stillWorking: { title: string; body: string } | null;
  summary: {
    heading: string;
    body: string;
    included: string;
    tasks: string[];
    notCompletedLabel: string;
    notCompleted: string[];
  };
  resultsHeading: string;
  tasks: TaskContent[];
  provisionalLabel: string;
  understanding: { title: string; sections: ExplanationSection[] };
  nextSteps: {
    title: string;
    intro: string;
    suggestionsHeading: string;
    suggestions: string[];
    resourcesHeading: string;
    resources: { label: string; href: string }[];
  };
}
