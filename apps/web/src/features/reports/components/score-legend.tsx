import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { SUPPORT_LEVEL_COLORS, SUPPORT_LEVEL_ORDER } from '../../../lib/score-display.ts';
import { AccommodationLegend } from '../../../components/time-accommodation.tsx';
import { ChartLegend } from './stacked-bar.tsx';

/** What the colours of the score table mean, and the pale marking of unreliable scores. */
export function ScoreLegend({ t }: { t: TFunction }) {
  return (
    <Stack gap="xs">
      <ChartLegend
        t={t}
        items={[
          ...SUPPORT_LEVEL_ORDER.map((level) => ({
            key: level,
            label: t(`supportLevels.${level}`),
            color: SUPPORT_LEVEL_COLORS[level].background,
          })),
          {
            key: 'unreliable',
            label: t('scores.unreliableSample'),
            color: SUPPORT_LEVEL_COLORS.achieved.background,
            className: 'report-unreliable',
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('scores.legendText')}
      </Text>
      <AccommodationLegend />
    </Stack>
  );
}
