import type { PartialFeatureMessagesOf } from '../feature-messages.ts';
import type enUS from './en-US.ts';

/** British English: these screens say nothing differently from US English. */
const enGB: PartialFeatureMessagesOf<typeof enUS> = {};

export default enGB;
