import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  home: {
    emptyMessage: 'Please contact your administrator to be added to an assignment.',
  },
  sidebar: {
    studentInfo: 'Pupil Info',
    grade: 'Year group',
    gradeValue: 'Year group: {grade}',
  },
  launch: {
    banner: 'You are in launch mode for {name}. Everything done here is saved for this pupil.',
    studentFallback: 'this pupil',
  },
};

export default enGB;
