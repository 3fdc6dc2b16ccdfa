import { SegmentedControl } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import '@mantine/core/styles/SegmentedControl.css';

/** What the score report shows below its charts: the student table or the teacher groups. */
export const REPORT_PANELS = ['students', 'groups'] as const;
export type ReportPanel = (typeof REPORT_PANELS)[number];

/** Search-parameter names of the groups view (beside the table's, in the address). */
export const PANEL_KEY = 'show';
export const GROUP_TASK_KEY = 'groupTask';

/** The panel in the address ('students' unless `show=groups`) and a setter keeping the rest. */
export function useReportPanel(): [ReportPanel, (panel: ReportPanel) => void] {
  const [params, setParams] = useSearchParams();
  const panel: ReportPanel = params.get(PANEL_KEY) === 'groups' ? 'groups' : 'students';
  const set = (next: ReportPanel) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === 'groups') out.set(PANEL_KEY, next);
      else {
        out.delete(PANEL_KEY);
        out.delete(GROUP_TASK_KEY);
      }
      return out;
    });
  return [panel, set];
}

/** The choice of panel: a radio group (arrow keys move, as radios do). */
export function ReportPanelChoice({
  value,
  onChange,
  t,
}: {
  value: ReportPanel;
  onChange: (panel: ReportPanel) => void;
  t: TFunction;
}) {
  return (
    <SegmentedControl
      role="radiogroup"
      aria-label={t('groups.show')}
      value={value}
      onChange={(next) => onChange(next as ReportPanel)}
      data={REPORT_PANELS.map((panel) => ({ value: panel, label: t(`groups.panels.${panel}`) }))}
      w="fit-content"
      data-no-print
    />
  );
}
