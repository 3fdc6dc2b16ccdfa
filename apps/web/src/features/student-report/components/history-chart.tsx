import { useId } from 'react';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { HISTORY_CHART } from '../content/history-chart-geometry.ts';
import type { HistoryContent } from '../content/history-content.ts';

const { width: WIDTH, height: HEIGHT, margin: M } = HISTORY_CHART;

/**
 * The student's scores of one task across administrations: a plain SVG line chart (x completion
 * date, y percentile or raw score, points in their support level's colour, this administration's
 * point outlined) with the same data as a table for screen readers and keyboard users.
 */
export default function HistoryChart({ history }: { history: HistoryContent }) {
  const titleId = useId();
  const { chart } = history;
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {history.heading}
      </Title>
      {chart.points.length > 0 && (
        <Box maw={WIDTH}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width="100%"
            role="img"
            aria-labelledby={titleId}
            style={{ display: 'block', overflow: 'visible' }}
          >
            <title id={titleId}>{history.chartLabel}</title>
            {chart.yTicks.map((tick) => (
              <g key={tick.y}>
                <line x1={M.left} x2={WIDTH - M.right} y1={tick.y} y2={tick.y} stroke="#d1d5db" />
                <text
                  x={M.left - 6}
                  y={tick.y + 4}
                  textAnchor="end"
                  fontSize="11"
                  fill="currentColor"
                >
                  {tick.label}
                </text>
              </g>
            ))}
            {chart.xTicks.map((tick) => (
              <text
                key={`tick-${tick.x}`}
                x={tick.x}
                y={HEIGHT - M.bottom + 18}
                textAnchor={tick.anchor}
                fontSize="11"
                fill="currentColor"
              >
                {tick.label}
              </text>
            ))}
            <polyline
              fill="none"
              stroke="#666666"
              strokeWidth={2}
              points={chart.points.map((p) => `${p.x},${p.y}`).join(' ')}
            />
            {chart.points.map((p) => (
              <circle
                key={p.key}
                cx={p.x}
                cy={p.y}
                r={p.current ? 7 : 5}
                fill={p.color}
                stroke={p.current ? '#000000' : '#ffffff'}
                strokeWidth={p.current ? 3 : 1.5}
                data-current={p.current || undefined}
              />
            ))}
          </svg>
        </Box>
      )}
      {history.onlyOne && (
        <Text size="sm" c="dimmed">
          {history.onlyOne}
        </Text>
      )}
      <Table.ScrollContainer minWidth={320} type="native">
        <Table withTableBorder verticalSpacing={4} captionSide="top" maw={WIDTH}>
          <Table.Caption ta="left">{history.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {history.columns.map((column) => (
                <Table.Th scope="col" key={column}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.rows.map((row) => (
              <Table.Tr key={row.key} fw={row.current ? 600 : undefined}>
                {row.cells.map((cell, i) => (
                  <Table.Td key={history.columns[i]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
