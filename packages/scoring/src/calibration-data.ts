/**
 * Responses for item calibration (issue 20, item 3), packed once into typed arrays grouped by
 * person: an adaptive test gives each child a subset of the bank, so the data are sparse records,
 * never a persons x items matrix.
 */

/** One scored answer: `person` is any numeric id (student or run), `item` the bank index. */
export interface CalibrationResponse {
  readonly person: number;
  readonly item: number;
  readonly correct: boolean | 0 | 1;
}

/**
 * The same answers as parallel columns (what a job reading millions of rows passes: typed arrays
 * take a tenth of the memory of one object per answer). correct: 1 right, 0 wrong.
 */
export interface ResponseColumns {
  readonly person: ArrayLike<number>;
  readonly item: ArrayLike<number>;
  readonly correct: ArrayLike<number>;
}

/** The responses of every person, person after person (compressed sparse rows). */
export interface PackedResponses {
  readonly itemCount: number;
  /** Person ids in first-seen order; person k's answers are at start[k] .. start[k + 1] - 1. */
  readonly personIds: readonly number[];
  readonly start: Int32Array;
  readonly item: Int32Array;
  readonly correct: Uint8Array;
  /** Answers and right answers per item. */
  readonly itemN: Int32Array;
  readonly itemRight: Int32Array;
}

/**
 * Checks and packs the responses. Throws a RangeError naming the first bad record (an item
 * outside the bank, a person id that is not a finite number, a score that is not right/wrong):
 * the job's query is wrong then, and calibrating from part of it would hide that. A person who
 * answered an item twice keeps both answers.
 */
export function packResponses(
  responses: readonly CalibrationResponse[] | ResponseColumns,
  itemCount: number,
): PackedResponses {
  const columns = Array.isArray(responses) ? null : (responses as ResponseColumns);
  const records = columns ? null : (responses as readonly CalibrationResponse[]);
  const total = columns ? columns.person.length : records!.length;
  if (columns && (columns.item.length !== total || columns.correct.length !== total)) {
    throw new RangeError('person, item and correct columns must be equally long');
  }
  const at = (k: number): CalibrationResponse =>
    columns
      ? { person: columns.person[k]!, item: columns.item[k]!, correct: columns.correct[k] as 0 | 1 }
      : records![k]!;
  if (!Number.isInteger(itemCount) || itemCount < 0) {
    throw new RangeError('itemCount must be a whole number >= 0');
  }
  const index = new Map<number, number>();
  const personIds: number[] = [];
  const counts: number[] = [];
  const personOf = new Int32Array(total);
  for (let k = 0; k < total; k += 1) {
    const r = at(k);
    if (!Number.isInteger(r.item) || r.item < 0 || r.item >= itemCount) {
      throw new RangeError(`response ${k}: item ${String(r.item)} is not in 0..${itemCount - 1}`);
    }
    if (typeof r.person !== 'number' || !Number.isFinite(r.person)) {
      throw new RangeError(`response ${k}: person must be a finite number`);
    }
    if (r.correct !== true && r.correct !== false && r.correct !== 0 && r.correct !== 1) {
      throw new RangeError(`response ${k}: correct must be true, false, 0 or 1`);
    }
    let p = index.get(r.person);
    if (p === undefined) {
      p = personIds.length;
      index.set(r.person, p);
      personIds.push(r.person);
      counts.push(0);
    }
    counts[p] = (counts[p] as number) + 1;
    personOf[k] = p;
  }
  const start = new Int32Array(personIds.length + 1);
  for (let p = 0; p < personIds.length; p += 1) {
    start[p + 1] = (start[p] as number) + (counts[p] as number);
  }
  const fill = start.slice(0, personIds.length);
  const item = new Int32Array(total);
  const correct = new Uint8Array(total);
  const itemN = new Int32Array(itemCount);
  const itemRight = new Int32Array(itemCount);
  for (let k = 0; k < total; k += 1) {
    const r = at(k);
    const p = personOf[k] as number;
    const slot = fill[p] as number;
    fill[p] = slot + 1;
    const right = r.correct === true || r.correct === 1 ? 1 : 0;
    item[slot] = r.item;
    correct[slot] = right;
    itemN[r.item] = (itemN[r.item] as number) + 1;
    itemRight[r.item] = (itemRight[r.item] as number) + right;
  }
  return { itemCount, personIds, start, item, correct, itemN, itemRight };
}

/** A per-item setting given as one value for all items or one value per item. */
export type PerItem = number | readonly number[];

/** The value of a per-item setting for every item, checked to lie in [min, max]. */
export function perItem(
  value: PerItem | undefined,
  fallback: number,
  itemCount: number,
  name: string,
  range: readonly [number, number],
): Float64Array {
  const out = new Float64Array(itemCount);
  if (Array.isArray(value) && value.length !== itemCount) {
    throw new RangeError(`${name} needs one value per item (${itemCount})`);
  }
  for (let i = 0; i < itemCount; i += 1) {
    const v =
      typeof value === 'number'
        ? value
        : ((value as readonly number[] | undefined)?.[i] ?? fallback);
    if (!Number.isFinite(v) || v < range[0] || v > range[1]) {
      throw new RangeError(`${name} of item ${i} must be in [${range[0]}, ${range[1]}]`);
    }
    out[i] = v;
  }
  return out;
}
