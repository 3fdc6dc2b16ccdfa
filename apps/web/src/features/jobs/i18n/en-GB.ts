import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  kinds: {
    importStudents: 'Pupil import',
    hashPasswords: 'Password setup for imported pupils',
  },
};

export default enGB;
