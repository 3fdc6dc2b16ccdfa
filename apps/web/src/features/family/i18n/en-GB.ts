import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  code: {
    notFound: 'The code {code} does not belong to any organisation. Please enter a valid code.',
  },
  students: { grade: 'Year group', gradePlaceholder: 'Choose a year group' },
  grades: { PK: 'Nursery', TK: 'Pre-reception', K: 'Reception' },
  errors: {
    invalidGrade: 'Please choose a year group.',
    codeInvalid: 'This code does not belong to any organisation. Please enter a valid code.',
  },
  home: { grade: 'Year group: {grade}', gradeUnknown: 'Year group not set' },
  launcher: {
    title: 'Pupils',
    subtitle: 'Find a pupil and start their assessments in launch mode.',
    loading: 'Loading pupils…',
    failed: 'The pupils could not be loaded.',
    empty: 'No pupils found.',
    grade: 'Year group',
    pages: 'Pages of pupils',
    total_one: '{count} pupil',
    total_other: '{count} pupils',
  },
};

export default enGB;
