import type { PictureName } from './pictures.ts';
import type {
  Background,
  QuestionType,
  Scene,
  ScenePicture,
  StoryOption,
  StoryQuestion,
} from './types.ts';

/**
 * Small helpers that keep the stories (stories-*.ts) short and readable: a story reads as its
 * scenes and questions, one line per picture.
 */

/** A picture at (x, its bottom y) of a size; see ScenePicture. */
export const at = (
  picture: PictureName,
  x: number,
  y: number,
  size: number,
  more: Pick<ScenePicture, 'flip' | 'rotate' | 'bubble'> = {},
): ScenePicture => ({ picture, x, y, size, ...more });

export const scene = (
  id: string,
  background: Background,
  text: string,
  pictures: readonly ScenePicture[],
): Scene => ({ id, background, text, pictures });

/** An option shown as a picture with a caption; its id is the picture's name unless given. */
export const option = (picture: PictureName, label: string, id: string = picture): StoryOption => ({
  id,
  picture,
  label,
});

/** The emotions a child chooses from, as faces. */
export const FACE = {
  happy: option('happy', 'happy'),
  sad: option('sad', 'sad'),
  surprised: option('surprised', 'surprised'),
  scared: option('scared', 'scared'),
  angry: option('angry', 'angry'),
} as const;

/** Yes and no, always in this order (Yes on the left) so a child learns where each is. */
export const YES_NO: readonly StoryOption[] = [option('yes', 'Yes'), option('no', 'No')];

export const ask = (
  id: string,
  type: QuestionType,
  sceneId: string,
  text: string,
  options: readonly StoryOption[],
  answer: string,
): StoryQuestion => ({ id, type, scene: sceneId, text, options, answer });
