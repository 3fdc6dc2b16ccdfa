import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** Colombian Spanish: 'grado' for the school year. */
const esCO: PartialFeatureMessagesOf<typeof enUS> = {
  sidebar: {
    grade: 'Grado',
    gradeValue: 'Grado: {grade}',
  },
};

export default esCO;
