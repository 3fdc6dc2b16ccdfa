import { Circle, Line, Polyline, Svg, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { HISTORY_CHART } from '../content/history-chart-geometry.ts';
import type { HistoryContent } from '../content/history-content.ts';
import { styles } from './pdf-styles.ts';

const { width: WIDTH, height: HEIGHT, margin: M } = HISTORY_CHART;
/** Column widths of the table: date, administration, measure, support level. */
const COLUMN_WIDTHS = ['20%', '40%', '15%', '25%'];
/** Whole words only: a split administration name would not be found by a search. */
/** Axis labels at the screen chart's size (the SVG text types leave font size out). */
type SvgTextStyle = Extract<ComponentProps<typeof Text>, { x: unknown }>['style'];
const AXIS_TEXT = { fontSize: 11 } as SvgTextStyle;
const noHyphens = (word: string) => [word];

/** A task's history in the PDF: the screen's chart, drawn as vector graphics, then its table. */
export function HistoryChartPdf({ history }: { history: HistoryContent }) {
  const { chart } = history;
  return (
    <View wrap={false}>
      <Text style={styles.h3}>{history.heading}</Text>
      {chart.points.length > 0 && (
        <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={styles.chart}>
          {chart.yTicks.map((tick) => (
            <Line
              key={`grid-${tick.y}`}
              x1={M.left}
              x2={WIDTH - M.right}
              y1={tick.y}
              y2={tick.y}
              stroke="#d1d5db"
              strokeWidth={1}
            />
          ))}
          {chart.yTicks.map((tick) => (
            <Text
              key={`y-${tick.y}`}
              x={M.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fill="#374151"
              style={AXIS_TEXT}
            >
              {tick.label}
            </Text>
          ))}
          {chart.xTicks.map((tick) => (
            <Text
              key={`x-${tick.x}`}
              x={tick.x}
              y={HEIGHT - M.bottom + 18}
              textAnchor={tick.anchor}
              fill="#374151"
              style={AXIS_TEXT}
            >
              {tick.label}
            </Text>
          ))}
          <Polyline
            points={chart.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="#666666"
            strokeWidth={2}
          />
          {chart.points.map((p) => (
            <Circle
              key={p.key}
              cx={p.x}
              cy={p.y}
              r={p.current ? 7 : 5}
              fill={p.color}
              stroke={p.current ? '#000000' : '#ffffff'}
              strokeWidth={p.current ? 3 : 1.5}
            />
          ))}
        </Svg>
      )}
      {history.onlyOne && <Text style={styles.muted}>{history.onlyOne}</Text>}
      <View style={styles.historyTable}>
        <Text style={styles.tableHeading}>{history.caption}</Text>
        <View style={styles.row}>
          {history.columns.map((column, i) => (
            <Text
              style={[styles.historyCell, styles.bold, { width: COLUMN_WIDTHS[i] }]}
              hyphenationCallback={noHyphens}
              key={column}
            >
              {column}
            </Text>
          ))}
        </View>
        {history.rows.map((row) => (
          <View style={styles.row} key={row.key}>
            {row.cells.map((cell, i) => (
              <Text
                style={[
                  styles.historyCell,
                  row.current ? styles.bold : {},
                  { width: COLUMN_WIDTHS[i] },
                ]}
                hyphenationCallback={noHyphens}
                key={i}
              >
                {cell}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
