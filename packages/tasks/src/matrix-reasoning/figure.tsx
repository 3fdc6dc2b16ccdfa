import type { JSX } from 'react';
import { svgLabel } from '../ui/svg-label.ts';
import { describeCell, describeMatrix } from './describe.ts';
import { Figure, INK, STROKE } from './figure-shapes.tsx';
import type { MatrixCell, MatrixItem } from './types.ts';

/**
 * The Puzzle Game's pictures as inline SVG, presentational only (no hooks, no DOM): the matrix
 * with its empty box, and one option. Each is one image to assistive technology, named by
 * `label` (by default the words of describe.ts). They fill their container's width.
 */

const CELL = 100;
const GAP = 8;
const PAD = 4;
/** Every figure is the same size whatever the count, so size never looks like a rule. */
const RADIUS = 18;

/** Figure centres around the cell's centre, by count (a group of four is a square). */
const OFFSETS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-22, 0],
    [22, 0],
  ],
  3: [
    [0, -20],
    [-22, 18],
    [22, 18],
  ],
  4: [
    [-22, -22],
    [22, -22],
    [-22, 22],
    [22, 22],
  ],
};

/** Where a group sits: the cell's centre or a corner (a group in a corner is drawn at half size). */
const ANCHORS = {
  centre: [0, 0],
  'top-left': [-25, -25],
  'top-right': [25, -25],
  'bottom-right': [25, 25],
  'bottom-left': [-25, 25],
} as const;

/** One cell's content inside a CELL x CELL box at (x, y), with its frame. */
function Cell(props: { cell: MatrixCell; x: number; y: number }): JSX.Element {
  const { cell, x, y } = props;
  const [ax, ay] = ANCHORS[cell.position];
  const scale = cell.position === 'centre' || cell.count === 1 ? 1 : 0.5;
  const offsets = OFFSETS[cell.count] ?? OFFSETS[1]!;
  return (
    <g data-cell="" transform={`translate(${x} ${y})`}>
      <rect
        x={STROKE / 2}
        y={STROKE / 2}
        width={CELL - STROKE}
        height={CELL - STROKE}
        rx={8}
        fill="none"
        stroke={INK}
        strokeOpacity={0.35}
        strokeWidth={STROKE}
      />
      {offsets.map(([dx, dy], i) => (
        <g
          key={i}
          data-figure=""
          transform={`translate(${CELL / 2 + ax + dx * scale} ${CELL / 2 + ay + dy * scale}) rotate(${cell.rotation})`}
        >
          <Figure shape={cell.shape} colour={cell.colour} r={RADIUS * scale} />
        </g>
      ))}
    </g>
  );
}

/** The empty box the answer goes in: a dashed frame with a question mark. */
function EmptyBox(props: { x: number; y: number }): JSX.Element {
  const { x, y } = props;
  return (
    <g data-empty="" transform={`translate(${x} ${y})`}>
      <rect
        x={STROKE / 2}
        y={STROKE / 2}
        width={CELL - STROKE}
        height={CELL - STROKE}
        rx={8}
        fill="none"
        stroke={INK}
        strokeWidth={STROKE}
        strokeDasharray="8 6"
      />
      <text x={CELL / 2} y={CELL / 2} dy="0.35em" textAnchor="middle" fontSize={48} fill={INK}>
        ?
      </text>
    </g>
  );
}

const svgProps = (label: string, size: number) => ({
  xmlns: 'http://www.w3.org/2000/svg',
  ...svgLabel(label),
  focusable: 'false' as const,
  viewBox: `0 0 ${size} ${size}`,
  width: '100%',
  preserveAspectRatio: 'xMidYMid meet',
});

/** The matrix: eight cells row by row and the empty box at the bottom right. */
export function MatrixFigure(props: { item: MatrixItem; label?: string }): JSX.Element {
  const { item } = props;
  const size = 2 * PAD + 3 * CELL + 2 * GAP;
  const at = (i: number) => PAD + i * (CELL + GAP);
  return (
    <svg {...svgProps(props.label ?? describeMatrix(item), size)} className="roar-matrix-figure">
      {item.cells.slice(0, 8).map((cell, i) => (
        <Cell key={i} cell={cell} x={at(i % 3)} y={at(Math.floor(i / 3))} />
      ))}
      <EmptyBox x={at(2)} y={at(2)} />
    </svg>
  );
}

/** One option: a cell drawn alone, at the same scale as the matrix's cells. */
export function MatrixOption(props: { cell: MatrixCell; label?: string }): JSX.Element {
  const { cell } = props;
  return (
    <svg {...svgProps(props.label ?? describeCell(cell), CELL)} className="roar-matrix-option">
      <Cell cell={cell} x={0} y={0} />
    </svg>
  );
}
