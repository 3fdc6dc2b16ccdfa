import { Group, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReportRow, ScoreSummary } from '@roar/contracts';
import { ReportTag } from './tag.tsx';

const NORMS_COLORS = { background: '#fff4e6', text: '#7a3300' };

/**
 * Tasks whose percentiles and standard scores here come from provisional norms
 * (docs/product/scoring.md section 3: label them wherever they appear), from the summary and the
 * rows on screen.
 */
export function provisionalTaskIds(
  summary: ScoreSummary | undefined,
  rows: readonly ReportRow[] | undefined,
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const task of summary?.byTask ?? []) {
    if (task.normsKinds.includes('provisional')) ids.add(task.taskId);
  }
  for (const row of rows ?? []) {
    for (const [taskId, cell] of Object.entries(row.tasks)) {
      if (cell.normsKind === 'provisional') ids.add(taskId);
    }
  }
  return ids;
}

/** The "Provisional norms" label next to a task's name. */
export function NormsBadge({ t }: { t: TFunction }) {
  return <ReportTag colors={NORMS_COLORS}>{t('norms.badge')}</ReportTag>;
}

/** What "Provisional norms" means, shown once near the charts and table. */
export function ProvisionalNormsNote({ t }: { t: TFunction }) {
  return (
    <Paper withBorder p="sm" role="note" style={{ borderColor: NORMS_COLORS.text }}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NormsBadge t={t} />
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {t('norms.explanation')}
        </Text>
      </Group>
    </Paper>
  );
}
