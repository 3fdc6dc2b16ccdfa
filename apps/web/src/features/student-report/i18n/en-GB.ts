import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** British English: Nursery and Reception, practising, percentage. */
const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  grades: { PK: 'Nursery (Pre-K)', TK: 'Transitional kindergarten', K: 'Reception (K)' },
  scores: { percentCorrect: 'Percentage correct' },
  phoneme: { percentCorrect: 'Percentage correct' },
  history: { chartLabel: '{task}: {measure} by date of completion' },
  nextSteps: {
    suggestions: {
      developing:
        'Developing skill: keep practising the skill in reading and games, and give feedback on the items that were missed.',
    },
  },
};

export default enGB;
