import type { ReactNode } from 'react';
import { formatNumber } from './format.ts';
import type { Colour, Picture } from './picture.ts';
import type { CoreMathLanguage } from './types.ts';

/**
 * What the drawings of picture-view share. A drawing's viewBox is about as wide as the picture
 * is shown (320 units in 22rem, 440 in 28rem, 240 in 16rem), so a user unit is about a CSS pixel
 * and font sizes below are about pixels on a phone too.
 */

/** The picture of one kind, as each drawing function takes it. */
export type PictureOf<K extends Picture['kind']> = Extract<Picture, { kind: K }>;

/** A drawing of one picture: its content in a viewBox of width x height user units. */
export interface Drawing {
  readonly width: number;
  readonly height: number;
  /** 'wide' for charts and number lines (28rem), 'compact' for round faces (16rem). */
  readonly size?: 'wide' | 'compact';
  readonly content: ReactNode;
}

/** Outlines and text follow the game's text colour, so its dark theme applies. */
export const INK = 'currentColor';
export const STROKE = 3;
/** Text: numbers large enough for a child to read on a 360 px phone. */
export const FONT = 20;

/**
 * Fills of the named colours, the same in both themes since the item names them. Lightness
 * differs (green light, red and blue dark) so red and green stay apart for colour-blind children;
 * the dark outline, not the fill, gives the 3:1 contrast against the background.
 */
export const FILLS: Record<Colour | 'grey', string> = {
  red: '#c62828',
  blue: '#2f6fd6',
  green: '#4cc25e',
  yellow: '#f6c400',
  grey: '#a6a6a6',
};
/** Inside of faces, bars and unshaded parts; picture-view.css darkens it in the dark theme. */
export const PAPER = '#ffffff';
/** Shaded parts, bars and dots: 4.8:1 against the paper. */
export const SHADE = FILLS.blue;
/** The marks that point at something (the number line's arrow). */
export const ACCENT = '#1b4f8a';

/**
 * A number as the pictures write it: a point for decimals in both languages, as the item texts,
 * and no grouping below 10000, so a four-digit number is one word on an axis; from 10000 the
 * language's grouping of the item texts (format.ts).
 */
export const pictureNumber = (value: number, language: CoreMathLanguage): string =>
  formatNumber(value, Math.abs(value) < 10000 ? 'es' : language);

/** "x,y x,y ..." for polygon points, rounded so the markup stays short. */
export const points = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

export const round = (n: number): number => Math.round(n * 100) / 100;

/** A point at `degrees` counterclockwise from the right, `radius` from (cx, cy) (y points down). */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy - radius * Math.sin(radians)];
}

/** Text centred on (x, y) unless `anchor` says otherwise; fill and font come from the CSS. */
export function Label(props: {
  x: number;
  y: number;
  children: string;
  anchor?: 'start' | 'middle' | 'end';
  size?: number;
  className?: string;
}) {
  const { x, y, children, anchor = 'middle', size = FONT, className } = props;
  return (
    <text
      x={round(x)}
      y={round(y)}
      dy="0.35em"
      textAnchor={anchor}
      fontSize={round(size)}
      fill={INK}
      className={className ? `roar-math-picture__text ${className}` : 'roar-math-picture__text'}
    >
      {children}
    </text>
  );
}
