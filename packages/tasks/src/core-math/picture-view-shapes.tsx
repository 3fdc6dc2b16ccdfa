import type { Colour, ShapeName } from './picture.ts';
import {
  FILLS,
  INK,
  STROKE,
  points,
  polar,
  round,
  type Drawing,
  type PictureOf,
} from './picture-view-svg.tsx';

/** Shapes in a row, group after group, for naming, counting and comparing. */

const WIDTH = 320;
const PAD = 8;

/** One shape filling an s x s box at (x, y), inset so its outline stays inside the box. */
function Shape(props: { shape: ShapeName; colour?: Colour; x: number; y: number; s: number }) {
  const { shape, colour, x, y, s } = props;
  const [cx, cy, r] = [x + s / 2, y + s / 2, s / 2 - STROKE];
  const common = {
    fill: FILLS[colour ?? 'grey'],
    stroke: INK,
    strokeWidth: STROKE,
    strokeLinejoin: 'round' as const,
    className: 'roar-math-picture__shape',
    'data-shape': shape,
  };
  // Regular polygons point up; the hexagon lies flat, as children usually meet it.
  const regular = (sides: number, start: number) =>
    points(Array.from({ length: sides }, (_, i) => polar(cx, cy, r, start + (360 * i) / sides)));
  switch (shape) {
    case 'circle':
      return <circle cx={round(cx)} cy={round(cy)} r={round(r)} {...common} />;
    case 'square': {
      const side = 1.7 * r;
      const at = (c: number) => round(c - side / 2);
      return <rect x={at(cx)} y={at(cy)} width={round(side)} height={round(side)} {...common} />;
    }
    case 'rectangle': {
      const [w, h] = [2 * r, 1.15 * r];
      return (
        <rect
          x={round(cx - w / 2)}
          y={round(cy - h / 2)}
          width={round(w)}
          height={round(h)}
          {...common}
        />
      );
    }
    case 'triangle': {
      // Equilateral, its base at the bottom, centred on its height.
      const h = r * Math.sqrt(3);
      const top = cy - h / 2;
      return (
        <polygon
          points={points([
            [cx, top],
            [cx + r, top + h],
            [cx - r, top + h],
          ])}
          {...common}
        />
      );
    }
    case 'pentagon':
      return <polygon points={regular(5, 90)} {...common} />;
    case 'hexagon':
      return <polygon points={regular(6, 0)} {...common} />;
    case 'rhombus':
      // Taller than wide, so it is never read as a turned square.
      return (
        <polygon
          points={points([
            [cx, cy - r],
            [cx + 0.68 * r, cy],
            [cx, cy + r],
            [cx - 0.68 * r, cy],
          ])}
          {...common}
        />
      );
  }
}

/**
 * Shapes, all of one size, in one row: as large as the row allows (at most 110 units), with a
 * wider gap between groups than inside one. Below 34 units a row would be too small to count,
 * so the shapes wrap onto more rows instead.
 */
export function drawShapes(picture: PictureOf<'shapes'>): Drawing {
  const [inside, between] = [0.15, 0.5];
  const cells = picture.items.flatMap((group, g) =>
    Array.from({ length: group.count ?? 1 }, (_, i) => ({
      shape: group.shape,
      colour: group.colour,
      newGroup: g > 0 && i === 0,
    })),
  );
  const groups = cells.filter((cell) => cell.newGroup).length;
  const units = cells.length + (cells.length - 1 - groups) * inside + groups * between;
  const room = WIDTH - 2 * PAD;
  const s = Math.min(110, Math.max(34, room / Math.max(units, 1)));

  const rows: { x: number; cell: (typeof cells)[number] }[][] = [];
  let x = 0;
  for (const cell of cells) {
    const row = rows.at(-1);
    const gap = (cell.newGroup ? between : inside) * s;
    if (row && x + gap + s <= room) {
      row.push({ x: x + gap, cell });
      x += gap + s;
    } else {
      rows.push([{ x: 0, cell }]);
      x = s;
    }
  }
  const rowGap = 0.3 * s;
  const height = Math.max(rows.length, 1) * (s + rowGap) - rowGap + 2 * PAD;
  return {
    width: WIDTH,
    height: round(height),
    content: rows.map((row, r) => {
      const last = row.at(-1);
      const offset = (WIDTH - (last ? last.x + s : 0)) / 2;
      return row.map(({ x: at, cell }, i) => (
        <Shape
          key={`${r}-${i}`}
          shape={cell.shape}
          colour={cell.colour}
          x={offset + at}
          y={PAD + r * (s + rowGap)}
          s={s}
        />
      ));
    }),
  };
}
