/** Milliseconds rounded to 0.01 ms: finer than any clock we read, and stable in JSON. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;
