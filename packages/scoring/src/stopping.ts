/**
 * When an adaptive run ends (scoring.md section 6): at the task's item limit, or once the standard
 * error is small enough after a minimum number of items.
 */
export interface StoppingRule {
  /** The task's item limit (e.g. 84); the run always ends here. */
  readonly maxItems: number;
  /** Stop as soon as SE <= seThreshold (e.g. 0.25), but only after `minItems` items. */
  readonly seThreshold?: number;
  /** Items required before the SE rule may stop the run (0 by default). */
  readonly minItems?: number;
}

export type StopReason = 'max-items' | 'se-threshold';

/** The state of a run after its latest response. */
export interface RunProgress {
  readonly itemCount: number;
  /** Current standard error of the ability estimate (Infinity before any information). */
  readonly se: number;
}

/**
 * Why the run should stop now, or null to continue. The item limit wins when both rules apply.
 * A bank running out of eligible items is the selector's answer (undefined), not a rule here.
 */
export function stopReason(progress: RunProgress, rule: StoppingRule): StopReason | null {
  if (!Number.isInteger(rule.maxItems) || rule.maxItems < 1) {
    throw new RangeError('maxItems must be a positive integer');
  }
  if (progress.itemCount >= rule.maxItems) return 'max-items';
  const threshold = rule.seThreshold;
  if (threshold !== undefined && progress.itemCount >= (rule.minItems ?? 0)) {
    if (progress.itemCount > 0 && progress.se <= threshold) return 'se-threshold';
  }
  return null;
}
