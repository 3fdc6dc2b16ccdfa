import { pictureUrl } from './pictures.ts';
import type { StoryOption } from './types.ts';

/**
 * What an option's button shows: its picture (a character, a place or thing, a face, or a tick
 * or cross for yes and no) and its label, the caption under the picture and the button's
 * accessible name.
 */
export const optionPicture = (option: StoryOption): { url: string; label: string } => ({
  url: pictureUrl(option.picture),
  label: option.label,
});
