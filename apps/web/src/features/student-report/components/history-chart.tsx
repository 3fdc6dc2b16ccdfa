import { useId } from 'react';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { HistoryPoint } from '@roar/contracts';
import { SUPPORT_LEVEL_CHART_COLORS, formatPercentile } from '../../../lib/score-display.ts';
import { formatDate, formatNumber } from '../content/format.ts';

interface Props {
  points: HistoryPoint[];
  taskName: string;
  t: TFunction;
  locale: string;
}

const WIDTH = 600;
const HEIGHT = 240;
const M = { left: 48, right: 20, top: 16, bottom: 36 };

type Measure = 'percentile' | 'rawScore';

/** Percentiles when every run has one (one scale for all points), else raw scores. */
function measureOf(points: HistoryPoint[]): Measure {
  return points.every((p) => p.percentile !== null) ? 'percentile' : 'rawScore';
}

const time = (p: HistoryPoint) => new Date(p.completedAt).getTime();

/**
 * The student's scores of one task across administrations: a plain SVG line chart (x completion
 * date, y percentile or raw score, points in their support level's colour, this administration's
 * point outlined) with the same data as a table for screen readers and keyboard users.
 */
export default function HistoryChart({ points, taskName, t, locale }: Props) {
  const titleId = useId();
  const sorted = [...points].sort((a, b) => time(a) - time(b));
  const measure = measureOf(sorted);
  const measureLabel = t(measure === 'percentile' ? 'scores.percentile' : 'scores.rawScore');
  const plotted = sorted.filter((p) => p[measure] !== null && Number.isFinite(time(p)));

  const values = plotted.map((p) => p[measure]!);
  const yMin = measure === 'percentile' ? 0 : Math.min(0, ...values);
  const yMax = measure === 'percentile' ? 100 : Math.max(1, ...values) * 1.1;
  const times = plotted.map(time);
  const [tMin, tMax] = [Math.min(...times), Math.max(...times)];
  const plotW = WIDTH - M.left - M.right;
  const plotH = HEIGHT - M.top - M.bottom;
  const x = (ms: number) =>
    tMax === tMin ? M.left + plotW / 2 : M.left + ((ms - tMin) / (tMax - tMin)) * plotW;
  const y = (v: number) => M.top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => yMin + f * (yMax - yMin));
  const xTicks = plotted.length <= 4 ? plotted : [plotted[0]!, plotted[plotted.length - 1]!];
  const shortDate = (p: HistoryPoint) =>
    new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(new Date(time(p)));
  const valueText = (p: HistoryPoint) =>
    measure === 'percentile'
      ? formatPercentile(p.percentile)
      : p.rawScore === null
        ? '—'
        : formatNumber(p.rawScore, locale);

  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('history.heading')}
      </Title>
      {plotted.length > 0 && (
        <Box maw={WIDTH}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width="100%"
            role="img"
            aria-labelledby={titleId}
            style={{ display: 'block', overflow: 'visible' }}
          >
            <title id={titleId}>
              {t('history.chartLabel', { task: taskName, measure: measureLabel })}
            </title>
            {yTicks.map((v) => (
              <g key={v}>
                <line x1={M.left} x2={WIDTH - M.right} y1={y(v)} y2={y(v)} stroke="#d1d5db" />
                <text
                  x={M.left - 6}
                  y={y(v) + 4}
                  textAnchor="end"
                  fontSize="11"
                  fill="currentColor"
                >
                  {formatNumber(Math.round(v), locale)}
                </text>
              </g>
            ))}
            {xTicks.map((p) => (
              <text
                key={`tick-${p.completedAt}`}
                x={x(time(p))}
                y={HEIGHT - M.bottom + 18}
                textAnchor="middle"
                fontSize="11"
                fill="currentColor"
              >
                {shortDate(p)}
              </text>
            ))}
            <polyline
              fill="none"
              stroke="#666666"
              strokeWidth={2}
              points={plotted.map((p) => `${x(time(p))},${y(p[measure]!)}`).join(' ')}
            />
            {plotted.map((p) => (
              <circle
                key={`${p.completedAt}-${p.administrationId ?? ''}`}
                cx={x(time(p))}
                cy={y(p[measure]!)}
                r={p.current ? 7 : 5}
                fill={SUPPORT_LEVEL_CHART_COLORS[p.supportLevel ?? 'raw-score']}
                stroke={p.current ? '#000000' : '#ffffff'}
                strokeWidth={p.current ? 3 : 1.5}
                data-current={p.current || undefined}
              />
            ))}
          </svg>
        </Box>
      )}
      {sorted.length === 1 && (
        <Text size="sm" c="dimmed">
          {t('history.onlyOne')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={320} type="native">
        <Table withTableBorder verticalSpacing={4} captionSide="top" maw={WIDTH}>
          <Table.Caption ta="left">{t('history.tableCaption', { task: taskName })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.date')}</Table.Th>
              <Table.Th scope="col">{t('history.administration')}</Table.Th>
              <Table.Th scope="col">{measureLabel}</Table.Th>
              <Table.Th scope="col">{t('support.label')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((p) => (
              <Table.Tr
                key={`${p.completedAt}-${p.administrationId ?? ''}`}
                fw={p.current ? 600 : undefined}
              >
                <Table.Td>{formatDate(p.completedAt, locale)}</Table.Td>
                <Table.Td>
                  {p.administrationName ?? '—'}
                  {p.current ? ` (${t('history.current')})` : ''}
                </Table.Td>
                <Table.Td>{valueText(p)}</Table.Td>
                <Table.Td>{p.supportLevel ? t(`support.levels.${p.supportLevel}`) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
