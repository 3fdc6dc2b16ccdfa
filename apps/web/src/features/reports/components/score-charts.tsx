import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/** Students assigned the task here, scored or not. */
function studentsOf(levels: SupportCounts): number {
  return Object.values(levels).reduce((sum, n) => sum + n, 0);
}

function scoredOf(levels: SupportCounts): number {
  return studentsOf(levels) - levels.none;
}

/** A task's grades that have scores, with their count (a grade of only unscored students has none). */
function gradesWithScores(summary: TaskSummary) {
  return summary.byGrade
    .map((g) => ({ ...g, count: g.bins.reduce((a, b) => a + b, 0) }))
    .filter((g) => g.count > 0);
}

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
  const { i18n } = useTranslation();
  const byId = new Map(summary.byTask.map((s) => [s.taskId, s]));
  const shown = tasks.flatMap((task) => {
    const s = byId.get(task.taskId);
    return s ? [{ task, summary: s }] : [];
  });
  // Only tasks someone here was assigned get a bar, and only tasks with scores get histograms;
  // the rest are named in one line each (an English class of an administration that also has
  // Spanish tasks would otherwise scroll past empty charts before reaching its table).
  const assigned = shown.filter(({ summary: s }) => studentsOf(s.levels) > 0);
  const notAssigned = shown.filter(({ summary: s }) => studentsOf(s.levels) === 0);
  const scored = assigned.filter(({ summary: s }) => scoredOf(s.levels) > 0);
  const unscored = assigned.filter(({ summary: s }) => scoredOf(s.levels) === 0);
  const names = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });
  const listOf = (items: typeof shown) => names.format(items.map(({ task }) => taskLabel(task)));
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
          {assigned.map(({ task, summary: s }) =>
            scoredOf(s.levels) > 0 ? (
              <StackedBar
                key={task.taskId}
                title={taskLabel(task)}
                badge={badge(task.taskId)}
                segments={levelSegments(s.levels, t)}
                caption={caption(s, t)}
                t={t}
              />
            ) : (
              <Stack key={task.taskId} gap={2}>
                <Text size="sm" fw={600}>
                  {taskLabel(task)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('scores.notScored', { count: s.levels.none })}
                </Text>
              </Stack>
            ),
          )}
          {assigned.length === 0 ? <Text size="sm">{t('chart.noData')}</Text> : null}
          {notAssigned.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('scores.notAssignedHere', { tasks: listOf(notAssigned) })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="score-distribution">
        <Stack gap="md">
          <Title order={2} size="h3" id="score-distribution">
            {t('scores.distributionHeading')}
          </Title>
          {scored.map(({ task, summary: s }) => (
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
              {gradesWithScores(s).length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('scores.noScores')}
                </Text>
              ) : (
                <div className="report-histograms">
                  {gradesWithScores(s).map((g) => (
                    <ScoreHistogram
                      key={g.grade}
                      title={t('scores.gradeCount', {
                        grade: gradeLabel(t, g.grade),
                        count: g.count,
                      })}
                      bins={g.bins}
                      t={t}
                    />
                  ))}
                </div>
              )}
            </Stack>
          ))}
          {unscored.length > 0 || scored.length === 0 ? (
            <Text size="sm" c="dimmed">
              {unscored.length > 0
                ? t('scores.noScoresFor', { tasks: listOf(unscored) })
                : t('scores.noScores')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
