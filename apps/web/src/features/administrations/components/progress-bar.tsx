import { Group, Progress, Text } from '@mantine/core';
import type { ProgressCounts } from '@roar/contracts';
import type { TFunction } from 'i18next';

/** Colours of the three states (as in the original product): done, under way, not started. */
export const PROGRESS_COLORS = { completed: '#22c55e', started: '#f2c94c', assigned: '#c4c8cd' };
const ORDER = ['completed', 'started', 'assigned'] as const;

/**
 * Completed / started / not started as one stacked bar. The bar is decoration; the counts are
 * also written out, so screen readers and colour-blind readers get the same information.
 */
export function ProgressBar({ counts, t }: { counts: ProgressCounts; t: TFunction }) {
  const total = counts.completed + counts.started + counts.assigned;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('progress.none')}
      </Text>
    );
  }
  return (
    <div>
      <Progress.Root size="lg" aria-hidden="true">
        {ORDER.map((state) =>
          counts[state] > 0 ? (
            <Progress.Section
              key={state}
              value={(counts[state] / total) * 100}
              color={PROGRESS_COLORS[state]}
            />
          ) : null,
        )}
      </Progress.Root>
      <Group gap="md" mt={4}>
        {ORDER.map((state) => (
          <Group key={state} gap={4} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 2,
                background: PROGRESS_COLORS[state],
              }}
            />
            <Text size="xs">
              {t(`progress.${state}`)}: {counts[state]}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
