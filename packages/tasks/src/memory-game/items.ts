import { createRng } from '../runtime/random.ts';
import { MEMORY_GRIDS, MEMORY_PHASES, type MemoryGrid, type MemoryPhase } from './rules.ts';

/**
 * A sequence's place in a run, which its id spells out and from which (with the run's seed) the
 * server rebuilds the squares: the browser never sends a sequence the server trusts.
 */
export interface MemoryItem {
  phase: MemoryPhase;
  practice: boolean;
  /** Index within the phase's test (0-based), or of the practice sequence. */
  index: number;
  length: number;
  grid: MemoryGrid;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'forward.04.L3.g4' (test), 'backward.p01.L2.g9' (practice). */
export const memoryItemId = (item: MemoryItem) =>
  `${item.phase}.${item.practice ? 'p' : ''}${pad(item.index)}.L${item.length}.g${item.grid}`;

const ID = /^([a-z]+)\.(p?)(\d{2})\.L(\d{1,2})\.g(\d)$/;

/** The place an id spells; null for anything else (only the canonical spelling is accepted). */
export function parseMemoryItemId(id: string | null | undefined): MemoryItem | null {
  const match = ID.exec(id ?? '');
  if (!match) return null;
  const phase = MEMORY_PHASES.find((p) => p === match[1]);
  const grid = MEMORY_GRIDS.find((g) => g === Number(match[5]));
  const length = Number(match[4]);
  if (!phase || !grid || length < 1) return null;
  const item: MemoryItem = {
    phase,
    practice: match[2] === 'p',
    index: Number(match[3]),
    length,
    grid,
  };
  return memoryItemId(item) === id ? item : null;
}

/**
 * The squares lit, in order, from the run's seed and the sequence's place alone. No square
 * twice while the sequence fits on the board; longer ones (past 4 squares on the small board)
 * start with every square once, then never light the same square twice in a row, which would
 * look like one long light.
 */
export function memorySequence(seed: string, item: MemoryItem): number[] {
  const rng = createRng(`${seed}/memory-game/${memoryItemId(item)}`);
  const squares = Array.from({ length: item.grid }, (_, i) => i);
  const sequence = rng.shuffle(squares).slice(0, item.length);
  while (sequence.length < item.length) {
    const last = sequence[sequence.length - 1];
    sequence.push(rng.pick(squares.filter((s) => s !== last)));
  }
  return sequence;
}

/** The response string of a list of taps: square indices joined by '-' ('0-3-1'). */
export const memoryResponse = (taps: readonly number[]) => taps.join('-');

/** The right taps: the sequence in order, or backwards in the backward phase. */
export const memoryKey = (phase: MemoryPhase, sequence: readonly number[]) =>
  memoryResponse(phase === 'backward' ? [...sequence].reverse() : sequence);
