import type { PartialFeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/** British English: only what differs from US English. */
const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  profile: {
    sessions: { intro: 'Sign out any device you no longer use or do not recognise.' },
    appearance: { colorScheme: 'Colours' },
  },
};

export default enGB;
