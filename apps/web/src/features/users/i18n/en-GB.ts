import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  grades: {
    PK: 'Nursery',
    TK: 'Transitional reception',
    K: 'Reception',
    numbered: 'Year {grade}',
  },
  fields: { frl_status: 'Free school meals' },
  edit: { homeLocaleHint: 'Letters to the pupil’s family are written in this language.' },
  register: {
    title: 'Register Pupils',
    intro: 'Add pupil accounts from a CSV file with one row per pupil.',
    upload: { empty: 'The file has no rows of pupils.' },
    map: {
      useEmail: 'Pupils sign in with an email address (instead of a username)',
      orgMode: 'Where do the pupils belong?',
      orgsForAllHint:
        'Each pupil joins every organisation chosen here (and the school of a class).',
    },
    preview: { submit_one: 'Register {count} pupil', submit_other: 'Register {count} pupils' },
    submit: { again: 'Register more pupils' },
    job: {
      checking: 'Checking all {total} rows before creating anyone…',
      writing: 'Creating pupils: {done} of {total}',
      failed:
        'The import could not finish. The pupils created before it stopped are kept. Download the failed rows, or ask a super administrator to run it again.',
      cancelled: 'The import was cancelled. The pupils created before that are kept.',
    },
  },
  userTypes: { student: 'Pupil' },
};

export default enGB;
