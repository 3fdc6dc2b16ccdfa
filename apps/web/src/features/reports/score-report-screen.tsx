import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Anchor, Select } from '@mantine/core';
import { IconFileAnalytics } from '@tabler/icons-react';
import { pathTo } from '../../config/paths.ts';
import { useScoreSummary } from './api/get-report-summary.ts';
import { useReportStudents } from './api/get-report-students.ts';
import { firstNameOf } from './components/labels.ts';
import { ErrorState, LoadingState } from './components/load-state.tsx';
import {
  NormsBadge,
  ProvisionalNormsNote,
  provisionalTaskIds,
} from './components/provisional-norms.tsx';
import { ReportPanelChoice, useReportPanel } from './components/report-panel.tsx';
import { ReportShell, type ReportContext } from './components/report-shell.tsx';
import { PrintLetters } from './components/print-letters.tsx';
import { ItemResponseExport } from './components/item-response-export.tsx';
import { ScoreCell } from './components/score-cell.tsx';
import { ScoreLegend } from './components/score-legend.tsx';
import { StudentsSection } from './components/students-section.tsx';
import {
  populationOf,
  SCORE_VIEWS,
  tableQueryOf,
  useTableState,
  type ScoreView,
} from './components/table-state.ts';
import { useForbiddenRedirect } from './components/use-forbidden-redirect.ts';

// The charts are their own chunk: the table can show before their code arrives.
const ScoreCharts = lazy(() => import('./components/score-charts.tsx'));
// The survey's counts too: only this report shows them, and only when the survey is given.
const SurveySummarySection = lazy(() => import('./components/survey-summary.tsx'));
// The teacher groups view and its print sheet: only when chosen.
const GroupsView = lazy(() => import('./components/groups-view.tsx'));

function ScoreReportBody(context: ReportContext) {
  const { params, header, t } = context;
  const [state, update] = useTableState();
  const [panel, setPanel] = useReportPanel();
  // The groups view asks for its own data: the charts' and the table's wait until shown.
  const table = panel !== 'groups';
  const summary = useScoreSummary(params, populationOf(state), table);
  const students = useReportStudents('scores', params, tableQueryOf(state), table);
  const forbidden = useForbiddenRedirect(summary.error, students.error);
  if (forbidden) return null;
  if (panel === 'groups') {
    return (
      <>
        <ReportPanelChoice value={panel} onChange={setPanel} t={t} />
        <Suspense fallback={<LoadingState label={t('groups.loading')} />}>
          <GroupsView params={params} header={header} state={state} update={update} t={t} />
        </Suspense>
      </>
    );
  }

  const provisional = provisionalTaskIds(summary.data, students.data?.rows);
  const loadingCharts = <LoadingState label={t('loading.charts')} />;
  return (
    <>
      {summary.data ? (
        <Suspense fallback={loadingCharts}>
          <ScoreCharts
            summary={summary.data}
            tasks={header.tasks}
            provisional={provisional}
            t={t}
          />
        </Suspense>
      ) : summary.isError ? (
        <ErrorState
          message={t('errors.summaryFailed')}
          onRetry={() => void summary.refetch()}
          t={t}
        />
      ) : (
        loadingCharts
      )}
      {provisional.size > 0 ? <ProvisionalNormsNote t={t} /> : null}
      <ReportPanelChoice value={panel} onChange={setPanel} t={t} />
      <StudentsSection
        kind="scores"
        context={context}
        state={state}
        update={update}
        students={students}
        filters={{ supportLevel: true, reliability: true }}
        toolbar={
          <Select
            label={t('scores.view')}
            data={SCORE_VIEWS.map((view) => ({ value: view, label: t(`scores.views.${view}`) }))}
            value={state.view}
            // The view changes what cells show, not which rows: stay on this page.
            onChange={(view) => view && update({ view: view as ScoreView, page: state.page })}
            allowDeselect={false}
            w={200}
          />
        }
        renderTaskHeader={(task) => (provisional.has(task.taskId) ? <NormsBadge t={t} /> : null)}
        renderTaskCell={(task, row) => (
          <ScoreCell cell={row.tasks[task.taskId]} view={state.view} t={t} />
        )}
        rowLink={{
          header: t('table.columns.report'),
          render: (row) => (
            <Anchor
              component={Link}
              to={pathTo.studentReport(params.administrationId, params.orgType, params.orgId, row.userId)}
              aria-label={t('table.viewReport', { name: firstNameOf(row) })}
              className="report-focusable"
            >
              <IconFileAnalytics size={20} aria-hidden="true" />
            </Anchor>
          ),
        }}
        footer={<ScoreLegend t={t} />}
      />
      <PrintLetters params={params} state={state} t={t} />
      <ItemResponseExport params={params} tasks={header.tasks} t={t} />
      <Suspense fallback={null}>
        <SurveySummarySection params={params} t={t} />
      </Suspense>
    </>
  );
}

/**
 * /scores/:administrationId/:orgType/:orgId: the scores of an organisation's students in an
 * administration: support-level and distribution charts, the student table with a view of
 * support levels, percentiles, standard scores or raw scores, and the survey's answer counts.
 */
export function ScoreReportScreen() {
  return <ReportShell kind="score">{(context) => <ScoreReportBody {...context} />}</ReportShell>;
}
