import {
  FILLS,
  INK,
  PAPER,
  SHADE,
  STROKE,
  points,
  polar,
  round,
  type Drawing,
  type PictureOf,
} from './picture-view-svg.tsx';

/** Pictures a child counts: dots, the parts of a bar, the sectors of a spinner. */

const WIDTH = 320;
const PAD = 8;

/**
 * Dots in rows of five, filled left to right as in a ten frame, with a wider gap after every
 * second row so tens stand apart. The row is always five places wide, so dots keep one size.
 */
export function drawDots(picture: PictureOf<'dots'>): Drawing {
  const [cell, radius, tenGap] = [56, 21, 16];
  const left = (WIDTH - 5 * cell) / 2;
  const rows = Math.max(1, Math.ceil(picture.count / 5));
  const top = (row: number) => PAD + row * cell + Math.floor(row / 2) * tenGap;
  return {
    width: WIDTH,
    height: top(rows - 1) + cell + PAD,
    content: Array.from({ length: picture.count }, (_, i) => {
      const row = Math.floor(i / 5);
      return (
        <circle
          key={i}
          cx={left + (i % 5) * cell + cell / 2}
          cy={top(row) + cell / 2}
          r={radius}
          fill={SHADE}
          stroke={INK}
          strokeWidth={2}
          className="roar-math-picture__dot"
        />
      );
    }),
  };
}

/** A long bar cut into equal parts; the first `shaded` from the left filled. */
export function drawFractionBar(picture: PictureOf<'fraction-bar'>): Drawing {
  const parts = Math.max(1, picture.parts);
  const [x0, y0, length, thickness] = [10, 10, WIDTH - 20, 64];
  const part = length / parts;
  return {
    width: WIDTH,
    height: y0 * 2 + thickness,
    content: Array.from({ length: parts }, (_, i) => {
      const shaded = i < picture.shaded;
      return (
        <rect
          key={i}
          x={round(x0 + i * part)}
          y={y0}
          width={round(part)}
          height={thickness}
          fill={shaded ? SHADE : PAPER}
          stroke={INK}
          strokeWidth={STROKE}
          className={
            shaded
              ? 'roar-math-picture__part roar-math-picture__part--shaded'
              : 'roar-math-picture__part roar-math-picture__paper'
          }
        />
      );
    }),
  };
}

/**
 * Equal sectors coloured clockwise from the top, and a pointer on the centre. The pointer
 * points straight up, at the line where the first sector starts, so it favours no colour.
 */
export function drawSpinner(picture: PictureOf<'spinner'>): Drawing {
  const [c, r] = [120, 108];
  const n = picture.sectors.length;
  // Clockwise from the top: counterclockwise angles 90, 90 - 360/n, ...
  const at = (i: number) => polar(c, c, r, 90 - (360 * i) / n);
  const sectors = picture.sectors.map((colour, i) => {
    const common = {
      fill: FILLS[colour],
      stroke: INK,
      strokeWidth: STROKE,
      strokeLinejoin: 'round' as const,
      className: 'roar-math-picture__sector',
      'data-colour': colour,
    };
    if (n === 1) return <circle key={i} cx={c} cy={c} r={r} {...common} />;
    const [[x1, y1], [x2, y2]] = [at(i), at(i + 1)];
    const large = 360 / n > 180 ? 1 : 0;
    const d = `M${c},${c} L${round(x1)},${round(y1)} A${r},${r} 0 ${large} 1 ${round(x2)},${round(y2)} Z`;
    return <path key={i} d={d} {...common} />;
  });
  const pointer = points([
    [c, c - 72],
    [c + 11, c - 50],
    [c + 4, c - 50],
    [c + 4, c],
    [c - 4, c],
    [c - 4, c - 50],
    [c - 11, c - 50],
  ]);
  return {
    width: 2 * c,
    height: 2 * c,
    size: 'compact',
    content: (
      <>
        {sectors}
        {/* A paper edge keeps the dark pointer visible on dark sectors. */}
        <polygon
          points={pointer}
          fill={INK}
          stroke={PAPER}
          strokeWidth={2}
          strokeLinejoin="round"
          className="roar-math-picture__pointer"
        />
        <circle
          cx={c}
          cy={c}
          r={9}
          fill={INK}
          stroke={PAPER}
          strokeWidth={2}
          className="roar-math-picture__pointer"
        />
      </>
    ),
  };
}
