import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REPORT_SELECTED_MAX, type ReportParams } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { exportReportCsv } from '../api/export-report-csv.ts';
import type { ReportKind } from '../api/report-keys.ts';
import { filterOf, type TableState } from './table-state.ts';

/**
 * 'Export all' downloads every row matching the filters, in the table's order; 'Export
 * selected' only the ticked students, whatever the filters now are.
 */
export function CsvExport({
  kind,
  params,
  state,
  selected,
  onClearSelection,
  t,
}: {
  kind: ReportKind;
  params: ReportParams;
  state: TableState;
  selected: readonly string[];
  onClearSelection: () => void;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState<'all' | 'selected' | null>(null);
  const tooMany = selected.length > REPORT_SELECTED_MAX;

  async function run(which: 'all' | 'selected') {
    setBusy(which);
    try {
      await exportReportCsv(kind, params, {
        ...(which === 'all' ? filterOf(state) : { userId: [...selected] }),
        sort: state.sort,
        order: state.order,
        locale: i18n.resolvedLanguage ?? i18n.language,
      });
    } catch {
      toast.show({ severity: 'error', summary: t('errors.exportFailed') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={busy === 'all'}
        disabled={busy !== null}
        onClick={() => void run('all')}
      >
        {t('export.all')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={busy === 'selected'}
        disabled={busy !== null || selected.length === 0 || tooMany}
        onClick={() => void run('selected')}
      >
        {t('export.selected')}
      </Button>
      {selected.length > 0 ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" role="status">
            {t('table.selected', { count: selected.length })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
            {t('table.clearSelection')}
          </Button>
        </Group>
      ) : null}
      {tooMany ? (
        <Text size="sm" c="red.8">
          {t('export.tooMany', { max: REPORT_SELECTED_MAX })}
        </Text>
      ) : null}
    </Group>
  );
}
