/**
 * The drawing geometry of the Matching Game's pictures, free of React: an outline of corners
 * (rounded through or kept sharp), an eye and open detail lines, turned and mirrored here so the
 * tests check exactly what `figure.tsx` draws. Coordinates are screen coordinates (y down), so a
 * positive angle turns the picture clockwise.
 */

export type Point = readonly [number, number];

/** A corner of a line: smooth corners are rounded through (Catmull-Rom), sharp ones kept. */
export interface Corner {
  readonly x: number;
  readonly y: number;
  readonly smooth: boolean;
}

/** A picture: a closed outline (the filled silhouette), its eye, and lines drawn inside it. */
export interface Figure {
  readonly outline: readonly Corner[];
  readonly eye: Point | null;
  readonly details: readonly (readonly Corner[])[];
}

/** One cubic Bezier piece of a line: from, first control, second control, to. */
export type Piece = readonly [Point, Point, Point, Point];

/** Radius of the eye, in the units of a normalised figure. */
export const EYE_RADIUS = 3.2;

/** Half the width of the box a normalised figure fits in at every angle (centred on 0,0). */
export const FIGURE_RADIUS = 44;

/** Corners from [x, y, smooth 0/1] rows (short to write by hand). */
export const corners = (rows: readonly (readonly [number, number, 0 | 1])[]): Corner[] =>
  rows.map(([x, y, smooth]) => ({ x, y, smooth: smooth === 1 }));

const mapCorner = (c: Corner, f: (p: Point) => Point): Corner => {
  const [x, y] = f([c.x, c.y]);
  return { x, y, smooth: c.smooth };
};

/** The figure with every point moved by `f` (a similarity keeps the rounding the same). */
export function mapFigure(figure: Figure, f: (p: Point) => Point): Figure {
  return {
    outline: figure.outline.map((c) => mapCorner(c, f)),
    eye: figure.eye ? f(figure.eye) : null,
    details: figure.details.map((line) => line.map((c) => mapCorner(c, f))),
  };
}

/** Reflection across the vertical axis through the centre (x -> -x). */
export const reflect = ([x, y]: Point): Point => [-x, y];

/** Turn about the centre by `degrees`, clockwise on screen. */
export function turn(degrees: number): (p: Point) => Point {
  const r = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  return ([x, y]) => [x * cos - y * sin, x * sin + y * cos];
}

/**
 * The figure as shown: mirrored first (across the vertical axis), then turned. The lure of an
 * item is its match drawn with `mirrored`: the same picture reflected before the turn.
 */
export const placeFigure = (figure: Figure, angle: number, mirrored: boolean): Figure =>
  mapFigure(mirrored ? mapFigure(figure, reflect) : figure, turn(angle));

const at = (line: readonly Corner[], i: number, closed: boolean): Corner => {
  const n = line.length;
  if (closed) return line[((i % n) + n) % n]!;
  return line[Math.min(n - 1, Math.max(0, i))]!;
};

/**
 * The Bezier pieces of a line: each smooth corner gets the Catmull-Rom tangent (a sixth of the
 * chord between its neighbours), a sharp one none, so straight sides stay straight.
 */
export function pieces(line: readonly Corner[], closed: boolean): Piece[] {
  const count = closed ? line.length : line.length - 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const [prev, a, b, after] = [-1, 0, 1, 2].map((d) => at(line, i + d, closed)) as [
      Corner,
      Corner,
      Corner,
      Corner,
    ];
    const ka = a.smooth ? 1 / 6 : 0;
    const kb = b.smooth ? 1 / 6 : 0;
    return [
      [a.x, a.y],
      [a.x + ka * (b.x - prev.x), a.y + ka * (b.y - prev.y)],
      [b.x - kb * (after.x - a.x), b.y - kb * (after.y - a.y)],
      [b.x, b.y],
    ] as const;
  });
}

const num = (v: number) => String(Math.round(v * 100) / 100 || 0);
const pt = ([x, y]: Point) => `${num(x)} ${num(y)}`;

/** SVG path data of a line: straight pieces as L, rounded ones as C. */
export function pathData(line: readonly Corner[], closed: boolean): string {
  const list = pieces(line, closed);
  if (list.length === 0) return '';
  const body = list.map(([a, c1, c2, b]) => {
    const straight = c1[0] === a[0] && c1[1] === a[1] && c2[0] === b[0] && c2[1] === b[1];
    return straight ? `L${pt(b)}` : `C${pt(c1)} ${pt(c2)} ${pt(b)}`;
  });
  return `M${pt(list[0]![0])}${body.join('')}${closed ? 'Z' : ''}`;
}

/** Points along the figure's lines (8 per piece) and its eye: what the eye of a child compares. */
export function samples(figure: Figure): Point[] {
  const along = ([a, c1, c2, b]: Piece): Point[] =>
    Array.from({ length: 8 }, (_, k) => {
      const t = k / 8;
      const w = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3];
      return [
        w[0]! * a[0] + w[1]! * c1[0] + w[2]! * c2[0] + w[3]! * b[0],
        w[0]! * a[1] + w[1]! * c1[1] + w[2]! * c2[1] + w[3]! * b[1],
      ] as const;
    });
  return [
    ...pieces(figure.outline, true).flatMap(along),
    ...figure.details.flatMap((line) => pieces(line, false).flatMap(along)),
    ...(figure.eye ? [figure.eye] : []),
  ];
}

/** Centre of area of a closed polygon (the outline's corners). */
function centroid(outline: readonly Corner[]): Point {
  let [area, cx, cy] = [0, 0, 0];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  });
  return [cx / (3 * area), cy / (3 * area)];
}

/** Farthest any drawn point reaches from the centre (Bezier controls bound their curves). */
export function reach(figure: Figure): number {
  const controls = [
    ...pieces(figure.outline, true).flat(),
    ...figure.details.flatMap((line) => pieces(line, false).flat()),
  ];
  const eye = figure.eye ? Math.hypot(...figure.eye) + EYE_RADIUS : 0;
  return Math.max(eye, ...controls.map(([x, y]) => Math.hypot(x, y)));
}

/**
 * The figure centred on its centre of area (the point it turns about, so it does not swing
 * round) and scaled so that it reaches FIGURE_RADIUS: it fits the same box at every angle.
 */
export function normalise(figure: Figure): Figure {
  const [cx, cy] = centroid(figure.outline);
  const centred = mapFigure(figure, ([x, y]) => [x - cx, y - cy]);
  const eye = centred.eye ? Math.hypot(...centred.eye) : 0;
  // The eye keeps its size, so its centre must sit EYE_RADIUS inside the box.
  const scale = Math.min(
    FIGURE_RADIUS / reach({ ...centred, eye: null }),
    (FIGURE_RADIUS - EYE_RADIUS) / (eye || 1),
  );
  return mapFigure(centred, ([x, y]) => [x * scale, y * scale]);
}
