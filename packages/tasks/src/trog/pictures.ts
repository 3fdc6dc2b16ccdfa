/**
 * The pictures the Syntax Game's scenes are composed of: for each name the sentences use, the
 * Microsoft Fluent Emoji (flat style) that shows it. The files come from the npm package
 * fluentui-emoji 1.3.0 (MIT) and are copied to apps/web/public/task-images/trog/ with the licence
 * beside them by packages/tasks/scripts/trog/copy-pictures.ts. Only pictures some scene uses are
 * listed (bank.test.ts checks both ways).
 */

/** Folder of the pictures under the web app's public files. */
export const PICTURE_FOLDER = '/task-images/trog';

/** Picture name -> emoji file name (without .svg) in fluentui-emoji/icons/flat. */
export const PICTURES = {
  // Animals (most face left: a runner faces the way it runs).
  dog: 'dog',
  cat: 'cat',
  horse: 'horse',
  pig: 'pig',
  cow: 'cow',
  rabbit: 'rabbit',
  duck: 'duck',
  mouse: 'mouse',
  bear: 'bear',
  bird: 'bird',
  sheep: 'ewe',
  deer: 'deer',
  fish: 'fish',
  // People: a boy and a girl who look different at a glance (he, she, they).
  boy: 'boy-default',
  girl: 'girl-default',
  // Things and places.
  ball: 'soccer-ball',
  cup: 'teacup-without-handle',
  book: 'green-book',
  box: 'package',
  apple: 'red-apple',
  chair: 'chair',
  tree: 'deciduous-tree',
  house: 'house',
  star: 'star',
  heart: 'red-heart',
  moon: 'crescent-moon',
  sun: 'sun',
  cloud: 'cloud',
  plane: 'airplane',
  // The puff behind a runner: it is moving.
  dash: 'dashing-away',
} as const;

export type PictureName = keyof typeof PICTURES;

/** The web address of a picture: '/task-images/trog/<emoji name>.svg'. */
export const pictureUrl = (name: PictureName): string => `${PICTURE_FOLDER}/${PICTURES[name]}.svg`;
