import type { PictureName } from './pictures.ts';
import { GROUND_Y, type Figure, type SyntaxPicture } from './types.ts';

/**
 * Scene compositions the bank's pictures are made of: each returns the figures of one picture
 * and its plain description. Sizes: BIG and SMALL for the size contrasts, MID otherwise.
 */

export const BIG = 78;
export const SMALL = 40;
export const MID = 56;
export type Size = 'big' | 'small' | 'mid';
const px = (size: Size) => (size === 'big' ? BIG : size === 'small' ? SMALL : MID);

const fig = (picture: PictureName, x: number, size: number, y = GROUND_Y): Figure => ({
  picture,
  x,
  y,
  size,
});

const pic = (shows: string, figures: Figure[]): SyntaxPicture => ({ shows, figures });

/** One thing of a size, in the middle. */
export const one = (thing: PictureName, size: Size = 'mid'): SyntaxPicture =>
  pic(`${size} ${thing}`, [fig(thing, 100, px(size))]);

/** `count` of a thing in a row. */
export function many(thing: PictureName, count: number): SyntaxPicture {
  const step = 200 / (count + 1);
  return pic(
    `${count} ${thing}`,
    Array.from({ length: count }, (_, i) => fig(thing, Math.round(step * (i + 1)), 48)),
  );
}

/** Two things side by side, each of a size. */
export const pair = (a: PictureName, sa: Size, b: PictureName, sb: Size): SyntaxPicture =>
  pic(`${sa} ${a} beside ${sb} ${b}`, [fig(a, 58, px(sa)), fig(b, 142, px(sb))]);

/** `top` standing on `base`. */
export const on = (top: PictureName, base: PictureName): SyntaxPicture =>
  pic(`${top} on ${base}`, [fig(base, 100, 64), fig(top, 100, 50, GROUND_Y - 56)]);

/** `a` next to `b` on the ground. */
export const beside = (a: PictureName, b: PictureName): SyntaxPicture =>
  pic(`${a} beside ${b}`, [fig(b, 120, 64), fig(a, 56, 50)]);

/** `a` in front of `b`: `b` drawn first, higher up; `a` lower, overlapping it. */
export const inFront = (a: PictureName, b: PictureName): SyntaxPicture =>
  pic(`${a} in front of ${b}`, [fig(b, 108, 74, GROUND_Y - 14), fig(a, 92, 52)]);

/** `a` behind `b`: `a` drawn first, higher up and partly hidden by `b`. */
export const behind = (a: PictureName, b: PictureName): SyntaxPicture =>
  pic(`${a} behind ${b}`, [fig(a, 118, 52, GROUND_Y - 22), fig(b, 100, 74)]);

/** `a` high above `b` (which stands on the ground). */
export const above = (a: PictureName, b: PictureName): SyntaxPicture =>
  pic(`${a} above ${b}`, [fig(b, 100, 58), fig(a, 100, 44, GROUND_Y - 84)]);

/** `a` between two of `b`. */
export const between = (a: PictureName, b: PictureName): SyntaxPicture =>
  pic(`${a} between two ${b}`, [fig(b, 34, 46), fig(a, 100, 46), fig(b, 166, 46)]);

/** `a` then two of `b` (`a` at the left end), or two of `b` then `a` (`atEnd`). */
export const atEnd = (a: PictureName, b: PictureName, end: 'left' | 'right'): SyntaxPicture =>
  end === 'left'
    ? pic(`${a} left of two ${b}`, [fig(a, 34, 46), fig(b, 100, 46), fig(b, 166, 46)])
    : pic(`${a} right of two ${b}`, [fig(b, 34, 46), fig(b, 100, 46), fig(a, 166, 46)]);

/**
 * `chaser` runs after `chased`: both run to the left (the way the animals face), the chased one
 * ahead, each with a puff behind it.
 */
export const chase = (
  chaser: PictureName,
  chased: PictureName,
  chaserSize: Size = 'mid',
  chasedSize: Size = 'mid',
): SyntaxPicture => {
  const [cr, cd] = [px(chaserSize), px(chasedSize)];
  return pic(`${chaserSize} ${chaser} chases ${chasedSize} ${chased}`, [
    fig('dash', 96, 22, GROUND_Y - 6),
    fig(chased, 54, cd),
    fig('dash', 196 - cr / 2 + 8, 22, GROUND_Y - 6),
    fig(chaser, 150, cr),
  ]);
};

/** `count` (1 or 3) of `animal` next to `place`. */
export function groupBeside(animal: PictureName, count: number, place: PictureName): SyntaxPicture {
  const xs = count === 1 ? [60] : [30, 68, 106];
  return pic(`${count} ${animal} beside ${place}`, [
    fig(place, 160, 60),
    ...xs.map((x) => fig(animal, x, 40)),
  ]);
}

/** Two things, one on `base` (`onTop`) and one next to it (`aside`), each of a size. */
export const onAndBeside = (
  onTop: PictureName,
  onSize: Size,
  aside: PictureName,
  asideSize: Size,
  base: PictureName,
): SyntaxPicture =>
  pic(`${onSize} ${onTop} on ${base}, ${asideSize} ${aside} beside it`, [
    fig(base, 70, 60),
    fig(onTop, 70, px(onSize) * 0.8, GROUND_Y - 52),
    fig(aside, 152, px(asideSize)),
  ]);

/** Two of `base` of two sizes, `thing` on one of them (`on`: which) or beside one (`near`). */
export const twoBases = (
  thing: PictureName,
  base: PictureName,
  place: 'on-big' | 'on-small' | 'near-big',
): SyntaxPicture => {
  const bigBase = fig(base, 62, 70);
  const smallBase = fig(base, 160, 40);
  const figures =
    place === 'on-big'
      ? [bigBase, smallBase, fig(thing, 62, 40, GROUND_Y - 62)]
      : place === 'on-small'
        ? [bigBase, smallBase, fig(thing, 160, 40, GROUND_Y - 35)]
        : [bigBase, smallBase, fig(thing, 114, 38)];
  return pic(`${thing} ${place.replace('-', ' ')} ${base} (two ${base}s)`, figures);
};
