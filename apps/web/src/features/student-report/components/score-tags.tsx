import { Badge, Group } from '@mantine/core';
import type { ReportSupportLevel } from '@roar/contracts';
import { SUPPORT_LEVEL_COLORS } from '../../../lib/score-display.ts';
import type { TaskContent } from '../content/types.ts';
import { textColors } from '../../../config/theme.ts';

/**
 * The support level in its colour (docs/product/scoring.md section 4); the text is always there
 * (colour is never the only cue).
 */
export function SupportTag({ level, label }: { level: ReportSupportLevel; label: string }) {
  const colors = SUPPORT_LEVEL_COLORS[level];
  return (
    <Badge
      tt="none"
      radius="sm"
      styles={{ root: { background: colors.background, color: colors.text } }}
      data-level={level}
    >
      {label}
    </Badge>
  );
}

/**
 * 'Provisional norms' next to a percentile or standard score (docs/product/scoring.md section 3).
 */
export function ProvisionalLabel({ label }: { label: string }) {
  return (
    <Badge tt="none" radius="sm" variant="outline" color={textColors.caution} size="sm">
      {label}
    </Badge>
  );
}

/**
 * Required/Optional, Reliable/Unreliable, the time accommodation the run was played with (if any)
 * and the support level of a task.
 */
export function TaskTags({ task }: { task: TaskContent }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Badge tt="none" radius="sm" variant="light" color={task.required ? 'blue' : 'gray'}>
        {task.typeTag}
      </Badge>
      {task.reliabilityTag && (
        <Badge tt="none" radius="sm" variant="light" color={task.reliable ? 'green' : 'red'}>
          {task.reliabilityTag}
        </Badge>
      )}
      {task.accommodationTag && (
        <Badge tt="none" radius="sm" variant="outline" color="dark" data-testid="accommodation">
          {task.accommodationTag}
        </Badge>
      )}
      {task.supportLevel && task.supportLabel && (
        <SupportTag level={task.supportLevel} label={task.supportLabel} />
      )}
    </Group>
  );
}
