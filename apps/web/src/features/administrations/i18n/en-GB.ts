import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  home: {
    empty:
      'No administrations to show yet. Ask a lab administrator to give you access to an administration.',
  },
  progress: { none: 'No pupils assigned yet' },
  orgTree: {
    heading: 'Organisations',
    loading: 'Loading organisations…',
    empty: 'No organisations found for this administration.',
    failed: 'The organisations could not be loaded.',
    expand: 'Show the organisations in {name}',
    collapse: 'Hide the organisations in {name}',
  },
  form: {
    intro:
      'Name the administration, choose when it runs, which organisations take part and which assessments they take.',
    seasons: { fall: 'Autumn {year}' },
    errors: {
      orgsRequired: 'Please choose at least one organisation.',
    },
  },
  orgPicker: {
    legend: 'Organisations',
    loading: 'Loading organisations…',
    failed: 'The organisations could not be loaded.',
    noMatches: 'No organisations match your search.',
    selected: 'Selected organisations',
    noneSelected: 'No organisations selected yet.',
  },
  conditions: {
    assigned: 'Assigned to pupils who match all of these',
    assignedHint: 'Without conditions, every pupil in the chosen organisations gets it.',
    optional: 'Optional for pupils who match all of these',
    optionalHint: 'Without conditions, it is required for every pupil who gets it.',
    optionalForAll: 'Optional for every pupil',
    grades: { PK: 'Nursery', K: 'Reception' },
    levels: { elementary: 'Primary school', middle: 'Lower secondary', high: 'Upper secondary' },
  },
  assessmentPicker: { conditional: 'Some pupils' },
};

export default enGB;
