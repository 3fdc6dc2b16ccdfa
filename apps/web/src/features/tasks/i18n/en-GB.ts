import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  taskForm: { publicName: 'Name shown to pupils' },
};

export default enGB;
