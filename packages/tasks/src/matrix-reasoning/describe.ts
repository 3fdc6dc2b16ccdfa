import { seenRotation } from './cells.ts';
import type { MatrixCell, MatrixItem } from './types.ts';

/**
 * Words for what the pictures show (the drawings' accessible names): a cell as 'two blue hearts
 * facing right, in the top left corner', in words a child knows.
 */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four'];

const PLURALS: Readonly<Record<string, string>> = { cross: 'crosses' };

/** Where the top of a turned shape faces, by its turn in 45-degree steps (clockwise from up). */
const FACING = [
  'up',
  'up and right',
  'right',
  'down and right',
  'down',
  'down and left',
  'left',
  'up and left',
];
const facing = (rotation: number) => FACING[Math.round(rotation / 45) % 8]!;

export function describeCell(cell: MatrixCell): string {
  const count = NUMBER_WORDS[cell.count] ?? String(cell.count);
  const noun = cell.count === 1 ? cell.shape : (PLURALS[cell.shape] ?? `${cell.shape}s`);
  const turn = seenRotation(cell.shape, cell.rotation);
  const parts = [`${count} ${cell.colour} ${noun}`];
  if (turn !== 0) parts[0] += ` facing ${facing(turn)}`;
  if (cell.position !== 'centre') parts.push(`in the ${cell.position.replace('-', ' ')} corner`);
  return parts.join(', ');
}

/** The matrix as one sentence per row, the empty box named. */
export function describeMatrix(item: MatrixItem): string {
  const rows = [0, 1, 2].map((r) => {
    const boxes = [0, 1, 2].map((c) => {
      const cell = item.cells[r * 3 + c];
      return cell ? describeCell(cell) : 'an empty box';
    });
    return `Row ${NUMBER_WORDS[r + 1]}: ${boxes.join('; ')}.`;
  });
  return `A puzzle of three rows. ${rows.join(' ')}`;
}
