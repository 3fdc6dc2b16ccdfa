/**
 * The pictures of the Stories Game: for each picture name the stories use, the Microsoft Fluent
 * Emoji (flat style) that shows it. The files come from the npm package fluentui-emoji 1.3.0 (MIT)
 * and are copied to apps/web/public/task-images/theory-of-mind/ by
 * packages/tasks/scripts/theory-of-mind/copy-pictures.ts, with the licence beside them. Only the
 * pictures some story uses are listed (bank.test.ts checks both ways).
 */

/** Package and version the SVG files are copied from. */
export const PICTURE_PACKAGE = 'fluentui-emoji@1.3.0';

/** Folder of the pictures under the web app's public files. */
export const PICTURE_FOLDER = '/task-images/theory-of-mind';

/** Picture name -> emoji file name (without .svg) in fluentui-emoji/icons/flat. */
export const PICTURES = {
  // People and animals. Each story's characters look different from one another.
  girl: 'girl-default',
  boy: 'boy-default',
  child: 'child-default',
  mom: 'woman-default',
  dad: 'man-default',
  grandma: 'old-woman-default',
  grandpa: 'old-man-default',
  dog: 'dog',
  cat: 'cat',
  // Faces: the emotions a child chooses from.
  happy: 'grinning-face',
  sad: 'crying-face',
  surprised: 'astonished-face',
  scared: 'fearful-face',
  angry: 'angry-face',
  // Yes and no: a green tick and a red cross, readable before a child reads words.
  yes: 'check-mark-button',
  no: 'cross-mark',
  // Places and containers.
  basket: 'basket',
  box: 'package',
  backpack: 'backpack',
  lunchbox: 'toolbox',
  jar: 'jar',
  bed: 'bed',
  chair: 'chair',
  couch: 'couch-and-lamp',
  door: 'door',
  tree: 'deciduous-tree',
  // Things.
  ball: 'soccer-ball',
  cookie: 'cookie',
  crayon: 'crayon',
  kite: 'kite',
  present: 'wrapped-gift',
  book: 'green-book',
  flower: 'tulip',
  flowers: 'bouquet',
  block: 'brick',
  car: 'automobile',
  cake: 'birthday-cake',
  balloon: 'balloon',
  sandwich: 'sandwich',
  cupcake: 'cupcake',
  apple: 'red-apple',
  painting: 'framed-picture',
  paints: 'artist-palette',
  cup: 'cup-with-straw',
  water: 'droplet',
  heart: 'red-heart',
} as const;

export type PictureName = keyof typeof PICTURES;

/** Whether a string names one of the game's pictures. */
export const isPictureName = (name: string): name is PictureName =>
  Object.prototype.hasOwnProperty.call(PICTURES, name);

/** The web address of a picture: '/task-images/theory-of-mind/<emoji name>.svg'. */
export const pictureUrl = (name: PictureName): string => `${PICTURE_FOLDER}/${PICTURES[name]}.svg`;
