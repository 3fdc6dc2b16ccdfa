import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReportTask, ScoreSummary, SupportCounts } from '@roar/contracts';
import { SUPPORT_LEVEL_CHART_COLORS, SUPPORT_LEVEL_ORDER } from '../../../lib/score-display.ts';
import { gradeLabel, taskLabel } from './labels.ts';
import { NormsBadge } from './provisional-norms.tsx';
import { ScoreHistogram } from './score-histogram.tsx';
import { ChartLegend, StackedBar, type BarSegment } from './stacked-bar.tsx';

/** Counts printed on the yellow and grey segments need dark text; the others take white. */
const DARK_TEXT = new Set(['developing', 'optional']);

function levelSegments(levels: SupportCounts, t: TFunction): BarSegment[] {
  return SUPPORT_LEVEL_ORDER.map((level) => ({
    key: level,
    label: t(`supportLevels.${level}`),
    value: levels[level],
    color: SUPPORT_LEVEL_CHART_COLORS[level],
    textColor: DARK_TEXT.has(level) ? '#1f1f1f' : '#ffffff',
  }));
}

type TaskSummary = ScoreSummary['byTask'][number];

function caption(summary: TaskSummary, t: TFunction): string {
  const scored = summary.reliable + summary.unreliable;
  const parts = [];
  if (summary.unreliable > 0)
    parts.push(t('scores.unreliableCount', { count: summary.unreliable, total: scored }));
  if (summary.levels.none > 0) parts.push(t('scores.notScored', { count: summary.levels.none }));
  return parts.join(' · ');
}

/**
 * The score report's charts (its own chunk, loaded lazily): per task a stacked bar of support
 * levels, and per task and grade a histogram of scores in ten bins.
 */
export default function ScoreCharts({
  summary,
  tasks,
  provisional,
  t,
}: {
  summary: ScoreSummary;
  tasks: readonly ReportTask[];
  provisional: ReadonlySet<string>;
  t: TFunction;
}) {
  const byId = new Map(summary.byTask.map((s) => [s.taskId, s]));
  const shown = tasks.flatMap((task) => {
    const s = byId.get(task.taskId);
    return s ? [{ task, summary: s }] : [];
  });
  const badge = (taskId: string) => (provisional.has(taskId) ? <NormsBadge t={t} /> : null);

  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby="score-support">
        <Stack gap="md">
          <Title order={2} size="h3" id="score-support">
            {t('scores.supportHeading')}
          </Title>
          <ChartLegend
            t={t}
            items={SUPPORT_LEVEL_ORDER.map((level) => ({
              key: level,
              label: t(`supportLevels.${level}`),
              color: SUPPORT_LEVEL_CHART_COLORS[level],
            }))}
          />
          {shown.map(({ task, summary: s }) => (
            <StackedBar
              key={task.taskId}
              title={taskLabel(task)}
              badge={badge(task.taskId)}
              segments={levelSegments(s.levels, t)}
              caption={caption(s, t)}
              t={t}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="score-distribution">
        <Stack gap="md">
          <Title order={2} size="h3" id="score-distribution">
            {t('scores.distributionHeading')}
          </Title>
          {shown.map(({ task, summary: s }) => (
            <Stack key={task.taskId} gap="xs">
              <Group gap="xs" wrap="wrap">
                <Title order={3} size="h5">
                  {taskLabel(task)}
                </Title>
                {badge(task.taskId)}
                <Text size="sm" c="dimmed">
                  {t(`scores.scales.${s.scale}`)}
                </Text>
              </Group>
              {s.byGrade.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('scores.noScores')}
                </Text>
              ) : (
                <div className="report-histograms">
                  {s.byGrade.map((g) => (
                    <ScoreHistogram
                      key={g.grade}
                      title={t('scores.gradeCount', {
                        grade: gradeLabel(t, g.grade),
                        count: g.bins.reduce((a, b) => a + b, 0),
                      })}
                      bins={g.bins}
                      t={t}
                    />
                  ))}
                </div>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </>
  );
}
