import type { JSX } from 'react';
import type { MatrixColour, MatrixShape } from './types.ts';

/**
 * One figure of a cell, drawn around (0, 0) with radius r, upright (turns are the caller's
 * transform). Outlines differ between shapes, so no shape is told only by its fill.
 */

/** Fills: lightness differs as well as hue (README.md), the same in both themes. */
export const MATRIX_FILLS: Readonly<Record<MatrixColour, string>> = {
  black: '#1a1a1a',
  blue: '#0072b2',
  orange: '#e69f00',
  white: '#ffffff',
};

/** Outlines follow the text colour, so a black figure still shows on a dark theme. */
export const INK = 'currentColor';
export const STROKE = 2.5;

const round = (n: number) => Math.round(n * 100) / 100;

/** Unit outlines (radius 1, y down, the top of the shape up). */
const POLYGONS: Partial<Record<MatrixShape, readonly (readonly [number, number])[]>> = {
  square: [
    [-0.8, -0.8],
    [0.8, -0.8],
    [0.8, 0.8],
    [-0.8, 0.8],
  ],
  triangle: [-90, 30, 150].map(
    (deg) => [Math.cos((deg * Math.PI) / 180), 0.1 + Math.sin((deg * Math.PI) / 180)] as const,
  ),
  star: Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 1 : 0.45;
    const angle = ((-90 + 36 * i) * Math.PI) / 180;
    return [radius * Math.cos(angle), 0.05 + radius * Math.sin(angle)] as const;
  }),
  cross: [
    [-0.3, -0.9],
    [0.3, -0.9],
    [0.3, -0.3],
    [0.9, -0.3],
    [0.9, 0.3],
    [0.3, 0.3],
    [0.3, 0.9],
    [-0.3, 0.9],
    [-0.3, 0.3],
    [-0.9, 0.3],
    [-0.9, -0.3],
    [-0.3, -0.3],
  ],
  // Pointing up.
  arrow: [
    [0, -1],
    [0.75, -0.2],
    [0.3, -0.2],
    [0.3, 0.95],
    [-0.3, 0.95],
    [-0.3, -0.2],
    [-0.75, -0.2],
  ],
};

/** Paths as [command, ...unit numbers]: the heart's tip down, the moon's horns to the right. */
const PATHS: Partial<Record<MatrixShape, readonly (readonly (string | number)[])[]>> = {
  heart: [
    ['M', 0, 0.9],
    ['C', -0.1, 0.75, -1, 0.3, -1, -0.25],
    ['C', -1, -0.75, -0.35, -0.95, 0, -0.5],
    ['C', 0.35, -0.95, 1, -0.75, 1, -0.25],
    ['C', 1, 0.3, 0.1, 0.75, 0, 0.9],
  ],
  moon: [
    ['M', 0.2, -0.898],
    ['A', 0.92, 0.92, 0, 1, 0, 0.2, 0.898],
    ['A', 1.008, 1.008, 0, 0, 1, 0.2, -0.898],
  ],
};

/** A path's numbers scaled by r (arc flags and angles kept as they are). */
function scaledPath(path: readonly (readonly (string | number)[])[], r: number): string {
  const parts = path.map(([command, ...n]) => {
    const values = (n as number[]).map((v, i) =>
      command === 'A' && i >= 2 && i <= 4 ? v : round(v * r),
    );
    return `${String(command)}${values.join(' ')}`;
  });
  return `${parts.join(' ')} Z`;
}

export function Figure(props: {
  shape: MatrixShape;
  colour: MatrixColour;
  r: number;
}): JSX.Element {
  const { shape, colour, r } = props;
  const common = {
    fill: MATRIX_FILLS[colour],
    stroke: INK,
    strokeWidth: STROKE,
    strokeLinejoin: 'round' as const,
    'data-shape': shape,
  };
  if (shape === 'circle') return <circle cx={0} cy={0} r={round(0.9 * r)} {...common} />;
  const polygon = POLYGONS[shape];
  if (polygon) {
    const list = polygon.map(([x, y]) => `${round(x * r)},${round(y * r)}`).join(' ');
    return <polygon points={list} {...common} />;
  }
  return <path d={scaledPath(PATHS[shape]!, r)} {...common} />;
}
