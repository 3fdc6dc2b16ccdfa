import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  progress: {
    students_one: '{count} pupil',
    students_other: '{count} pupils',
  },
  letters: {
    intro:
      'One page per pupil who has finished a game, written for the family: the results in plain words and three things to do at home. Each letter is in the pupil’s home language (set on the pupil’s account), otherwise in yours. The school, year and search filters above choose the pupils.',
    skipped_one: '1 pupil has not finished a game yet and has no letter.',
    skipped_other: '{count} pupils have not finished a game yet and have no letter.',
    errors: {
      too_many_letters: 'Too many pupils for one printout: choose a school or a year first.',
      no_letters: 'None of these pupils has finished a game yet, so there are no letters.',
      not_permitted: 'You can no longer read these pupils’ reports, so the letters were not made.',
      forbidden: 'You can no longer read these pupils’ reports, so the letters were not made.',
    },
  },
  chart: { noData: 'No pupils yet' },
  grades: {
    PK: 'Nursery',
    TK: 'Transitional reception',
    K: 'Reception',
    numbered: 'Year {grade}',
  },
  filters: {
    heading: 'Filter pupils',
    grade: 'Year',
  },
  table: {
    heading: 'Pupils',
    columns: { grade: 'Year' },
    selectPage: 'Select every pupil on this page',
    selected_one: '{count} pupil selected',
    selected_other: '{count} pupils selected',
    empty: 'No pupils match these filters.',
    none: 'No pupils are assigned here yet.',
    scrollRegion: 'Pupils (scrolls sideways)',
  },
  pagination: { pages: 'Pages of pupils' },
  export: { tooMany: 'Select at most {max} pupils to export them.' },
  scores: {
    notScored_one: '{count} pupil assigned, not scored yet',
    notScored_other: '{count} pupils assigned, not scored yet',
    notAssignedHere: 'Not assigned to these pupils: {tasks}',
    distributionHeading: 'Scores by year group',
    legendText:
      'Each pupil is placed in one of three support levels from their percentile or, from Year 6 up, from year-group benchmarks. Assessments without norms show the raw score. A pale, striped cell marks a score that may not show what the pupil can do, for example because the answers came too fast or the assessment was not finished.',
  },
  survey: {
    optedOut_one:
      '{count} pupil was opted out by a parent or chose not to answer; nothing of theirs is counted.',
    optedOut_other:
      '{count} pupils were opted out by a parent or chose not to answer; nothing of theirs is counted.',
  },
  groups: {
    intro:
      'Pupils grouped by support level and by what to work on, for one assessment at a time. The school and year filters choose the pupils. Print a group sheet to plan small-group teaching.',
    none: 'No assessment is assigned to these pupils yet.',
    tooMany_one: 'Groups are made for at most {count} pupil: choose a school or a year first.',
    tooMany_other: 'Groups are made for at most {count} pupils: choose a school or a year first.',
    skills: { facts: 'Maths facts to work on', strands: 'Maths skills to work on' },
    students_one: '{count} pupil',
    students_other: '{count} pupils',
    itemStudents_one: '({count} pupil): {names}',
    itemStudents_other: '({count} pupils): {names}',
    nothingToWorkOn: 'Nothing to work on here: every pupil who finished knew all of it.',
    panels: { students: 'Pupils' },
  },
};

export default enGB;
