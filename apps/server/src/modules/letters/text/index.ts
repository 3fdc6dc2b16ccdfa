import type { Locale } from '@roar/contracts';
import { EN_GB } from './en-GB.ts';
import { EN_US } from './en-US.ts';
import { ES_CO } from './es-CO.ts';
import { ES_ES } from './es-ES.ts';
import {
  LETTER_TOPICS,
  type LetterText,
  type LetterTextOverrides,
  type LetterTopic,
  type TopicText,
} from './types.ts';

export * from './types.ts';

/**
 * A regional variant laid over its base: its own top-level words, and per topic its own fields,
 * with activities replaced level by level (a variant may give one level's set alone).
 */
function overlay(base: LetterText, variant: LetterTextOverrides): LetterText {
  const { topics: topicOverrides, ...words } = variant;
  const topics = Object.fromEntries(
    LETTER_TOPICS.map((id): [LetterTopic, TopicText] => {
      const own = topicOverrides?.[id];
      const topic = base.topics[id];
      if (!own) return [id, topic];
      return [id, { ...topic, ...own, activities: { ...topic.activities, ...own.activities } }];
    }),
  ) as Record<LetterTopic, TopicText>;
  return { ...base, ...words, topics };
}

/** Every locale's words, the variants merged once. */
const TEXTS: Readonly<Record<Locale, LetterText>> = {
  'en-US': EN_US,
  'en-GB': overlay(EN_US, EN_GB),
  'es-ES': ES_ES,
  'es-CO': overlay(ES_ES, ES_CO),
};

/** The parent letter's words in `locale` (docs/product/parent-letter.md section 3). */
export function letterText(locale: Locale): LetterText {
  return TEXTS[locale];
}
