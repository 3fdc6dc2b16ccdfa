import {
  INK,
  Label,
  PAPER,
  STROKE,
  pictureNumber,
  points,
  polar,
  round,
  type Drawing,
  type PictureOf,
} from './picture-view-svg.tsx';
import type { CoreMathLanguage } from './types.ts';

/** Pictures of measures: an angle, a right triangle, a rectangle. */

const WIDTH = 320;

/**
 * Two rays from a vertex, one to the right and one turned counterclockwise by `degrees`, and
 * an arc between them at the vertex (also at 90 degrees: a square mark would tell the answer).
 * The figure is centred in a box at least 320 units wide, so rays keep their length.
 */
export function drawAngle(picture: PictureOf<'angle'>): Drawing {
  const [ray, arc, pad] = [130, 34, 16];
  const degrees = picture.degrees;
  const end = polar(0, 0, ray, degrees);
  // The arc bulges past the rays where it turns through straight up, left or down.
  const passed = [90, 180, 270].filter((d) => d < degrees).map((d) => polar(0, 0, arc, d));
  const xs = [0, ray, end[0], ...passed.map(([x]) => x)];
  const ys = [0, end[1], ...passed.map(([, y]) => y)];
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const width = Math.max(WIDTH, maxX - minX + 2 * pad);
  const height = maxY - minY + 2 * pad;
  const [vx, vy] = [(width - (maxX - minX)) / 2 - minX, pad - minY];
  const [ax, ay] = polar(vx, vy, arc, degrees);
  const large = degrees > 180 ? 1 : 0;
  return {
    width: round(width),
    height: round(height),
    content: (
      <>
        <path
          d={`M${round(vx + arc)},${round(vy)} A${arc},${arc} 0 ${large} 0 ${round(ax)},${round(ay)}`}
          fill="none"
          stroke={INK}
          strokeWidth={2.5}
          className="roar-math-picture__arc"
        />
        <polyline
          points={points([[vx + ray, vy], [vx, vy], polar(vx, vy, ray, degrees)])}
          fill="none"
          stroke={INK}
          strokeWidth={4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  };
}

const cm = (value: number, language: CoreMathLanguage) => `${pictureNumber(value, language)} cm`;

/**
 * A right triangle to scale: leg a along the bottom, leg b up the left side, the hypotenuse c,
 * a right-angle mark. A null side is drawn at the length the other two give (labelled '?').
 */
export function drawRightTriangle(
  picture: PictureOf<'right-triangle'>,
  language: CoreMathLanguage,
): Drawing {
  const { a, b, c } = picture;
  const leg = (known: number | null, other: number | null) =>
    known ?? (c !== null && other !== null && c > other ? Math.sqrt(c * c - other * other) : null);
  // Two unknowns leave no scale: a 4 by 3 triangle then, the usual textbook shape.
  const [la, lb] = [leg(a, b) ?? 4, leg(b, a) ?? 3];
  const scale = Math.min(180 / la, 170 / lb);
  const [w, h] = [la * scale, lb * scale];
  const [top, x0] = [16, (WIDTH - w) / 2];
  const y0 = top + h; // the right angle, bottom left
  const mark = Math.min(16, w / 3, h / 3);
  const label = (value: number | null) => (value === null ? '?' : cm(value, language));
  // The hypotenuse's label sits off its middle, on the outer side (up and right).
  const [nx, ny] = [h / Math.hypot(w, h), w / Math.hypot(w, h)];
  const [mx, my] = [x0 + w / 2 + nx * 12, y0 - h / 2 - ny * 12];
  return {
    width: WIDTH,
    height: round(y0 + 44),
    content: (
      <>
        <polygon
          points={points([
            [x0, y0],
            [x0 + w, y0],
            [x0, top],
          ])}
          fill={PAPER}
          stroke={INK}
          strokeWidth={STROKE}
          strokeLinejoin="round"
          className="roar-math-picture__paper"
        />
        <polyline
          points={points([
            [x0 + mark, y0],
            [x0 + mark, y0 - mark],
            [x0, y0 - mark],
          ])}
          fill="none"
          stroke={INK}
          strokeWidth={2}
        />
        <Label x={x0 + w / 2} y={y0 + 22}>
          {label(a)}
        </Label>
        <Label x={x0 - 10} y={y0 - h / 2} anchor="end">
          {label(b)}
        </Label>
        <Label x={mx} y={my} anchor="start">
          {label(c)}
        </Label>
      </>
    ),
  };
}

/**
 * A width x height rectangle to scale (a unit at most 48). With `grid`, its unit squares and
 * no number; without, the width under the bottom side and the height right of the right side,
 * so one long and one short side are labelled.
 */
export function drawRectangle(
  picture: PictureOf<'rectangle'>,
  language: CoreMathLanguage,
): Drawing {
  const { width, height, grid } = picture;
  const unit = Math.min(48, (grid ? 280 : 220) / width, 180 / height);
  const [w, h] = [width * unit, height * unit];
  const [x0, y0] = [(WIDTH - w) / 2 - (grid ? 0 : 24), 12];
  // Each unit square is its own rect, so the squares can be counted (and tested).
  const squares = grid
    ? Array.from({ length: width * height }, (_, i): [number, number] => [
        i % width,
        Math.floor(i / width),
      ])
    : [];
  return {
    width: WIDTH,
    height: round(y0 + h + (grid ? 12 : 44)),
    content: (
      <>
        {squares.map(([column, row], i) => (
          <rect
            key={i}
            x={round(x0 + column * unit)}
            y={round(y0 + row * unit)}
            width={round(unit)}
            height={round(unit)}
            fill={PAPER}
            stroke={INK}
            strokeWidth={2}
            className="roar-math-picture__unit roar-math-picture__paper"
          />
        ))}
        <rect
          x={round(x0)}
          y={y0}
          width={round(w)}
          height={round(h)}
          fill={grid ? 'none' : PAPER}
          stroke={INK}
          strokeWidth={STROKE}
          className={grid ? undefined : 'roar-math-picture__paper'}
        />
        {grid ? null : (
          <>
            <Label x={x0 + w / 2} y={y0 + h + 22}>
              {cm(width, language)}
            </Label>
            <Label x={x0 + w + 10} y={y0 + h / 2} anchor="start">
              {cm(height, language)}
            </Label>
          </>
        )}
      </>
    ),
  };
}
