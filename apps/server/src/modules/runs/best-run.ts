/** What the best-run rule looks at. */
export interface RunOutcome {
  id: string;
  state: string;
  reliable: boolean | null;
  completedAt: Date | null;
}

function latest<R extends RunOutcome>(list: readonly R[]): R | undefined {
  let best: R | undefined;
  for (const run of list) {
    const at = run.completedAt?.getTime() ?? 0;
    const bestAt = best?.completedAt?.getTime() ?? 0;
    if (!best || at > bestAt || (at === bestAt && run.id > best.id)) best = run;
  }
  return best;
}

/**
 * The run that counts for an assessment (docs/decisions/014-best-run.md): the most recently
 * completed reliable run, else the most recently completed run; none while no run is completed.
 * Ties (same completion time) go to the greater id, so the choice never depends on row order.
 */
export function chooseBestRun<R extends RunOutcome>(runs: readonly R[]): R | undefined {
  const completed = runs.filter((r) => r.state === 'completed' && r.completedAt);
  return latest(completed.filter((r) => r.reliable === true)) ?? latest(completed);
}
