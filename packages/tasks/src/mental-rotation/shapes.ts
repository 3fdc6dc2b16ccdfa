import type { Corner, Figure } from './geometry.ts';

/**
 * The block shapes: polyominoes (unit squares joined by their sides) that are chiral, their
 * mirror image no turn of them, and without any turn symmetry, so every angle from 0 to 180
 * degrees shows a different picture. Five are the chiral pentominoes without a half-turn
 * symmetry (F, L, N, P, Y); the sixth a hexomino hook. Drawn as their outline, sharp corners.
 */

type Cell = readonly [number, number];

/** Cells (column, row; rows go down) of each block shape, by its stimulus id. */
export const SHAPE_CELLS = {
  'shape-f': [
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [1, 2],
  ],
  'shape-l': [
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 3],
  ],
  'shape-n': [
    [1, 0],
    [1, 1],
    [0, 2],
    [1, 2],
    [0, 3],
  ],
  'shape-p': [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
    [0, 2],
  ],
  'shape-y': [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [1, 3],
  ],
  'shape-h': [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
    [2, 2],
    [1, 2],
  ],
} as const satisfies Record<string, readonly Cell[]>;

export type ShapeId = keyof typeof SHAPE_CELLS;

const key = (x: number, y: number) => `${x},${y}`;

/**
 * The outline of joined cells: every cell side not shared with another cell, chained end to
 * start (each cell's sides run clockwise, so the chain does too), with the corners in the middle
 * of a straight run left out. The cells must form one piece without holes.
 */
export function cellOutline(cells: readonly Cell[]): Corner[] {
  const edges = new Map<string, [number, number]>();
  for (const [x, y] of cells) {
    const square: [number, number][] = [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
    ];
    square.forEach((from, i) => {
      const to = square[(i + 1) % 4]!;
      edges.set(`${key(...from)}>${key(...to)}`, to);
    });
  }
  const next = new Map<string, [number, number]>();
  for (const [name, to] of edges) {
    const [from, end] = name.split('>') as [string, string];
    if (!edges.has(`${end}>${from}`)) next.set(from, to);
  }
  const start = cells[0]!;
  const path: [number, number][] = [[start[0], start[1]]];
  for (let p = next.get(key(...start)); p && key(...p) !== key(...start); p = next.get(key(...p))) {
    path.push(p);
    if (path.length > 4 * cells.length) throw new Error('cells are not one piece');
  }
  return path
    .filter((p, i) => {
      const a = path[(i + path.length - 1) % path.length]!;
      const b = path[(i + 1) % path.length]!;
      return (p[0] - a[0]) * (b[1] - p[1]) !== (p[1] - a[1]) * (b[0] - p[0]);
    })
    .map(([x, y]) => ({ x, y, smooth: false }));
}

/** A block shape's figure (not yet normalised): its outline, no eye or details. */
export const shapeFigure = (id: ShapeId): Figure => ({
  outline: cellOutline(SHAPE_CELLS[id]),
  eye: null,
  details: [],
});
