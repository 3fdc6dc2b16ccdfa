import { pictureAlt } from './picture-alt.ts';
import type { CoreMathItem, CoreMathLanguage } from './types.ts';

/** What the screen shows of an item in one language (options in bank order). */
export interface CoreMathItemView {
  prompt: string;
  options: { value: string; label: string }[];
  /** The picture's text alternative, for screen readers; null without a picture. */
  pictureAlt: string | null;
}

export function itemView(item: CoreMathItem, language: CoreMathLanguage): CoreMathItemView {
  const choice = item.format === 'choice' || item.format === 'picture-choice';
  return {
    prompt: item.prompt[language],
    options: choice ? item.options.map((o) => ({ value: o.value, label: o.label[language] })) : [],
    pictureAlt: item.picture ? pictureAlt(item.picture, language) : null,
  };
}
