import { Text } from '@mantine/core';
import { useProgressSummary } from './api/get-report-summary.ts';
import { useReportStudents } from './api/get-report-students.ts';
import { ErrorState, LoadingState } from './components/load-state.tsx';
import { ProgressOverview } from './components/progress-overview.tsx';
import { ReportShell, type ReportContext } from './components/report-shell.tsx';
import { StatusTag } from './components/status-tag.tsx';
import { StudentsSection } from './components/students-section.tsx';
import { populationOf, tableQueryOf, useTableState } from './components/table-state.ts';
import { useForbiddenRedirect } from './components/use-forbidden-redirect.ts';

function ProgressReportBody(context: ReportContext) {
  const { params, header, t } = context;
  const [state, update] = useTableState();
  const summary = useProgressSummary(params, populationOf(state));
  const students = useReportStudents('progress', params, tableQueryOf(state));
  if (useForbiddenRedirect(summary.error, students.error)) return null;

  return (
    <>
      {summary.data ? (
        <ProgressOverview summary={summary.data} tasks={header.tasks} t={t} />
      ) : summary.isError ? (
        <ErrorState
          message={t('errors.summaryFailed')}
          onRetry={() => void summary.refetch()}
          t={t}
        />
      ) : (
        <LoadingState label={t('loading.progress')} />
      )}
      <StudentsSection
        kind="progress"
        context={context}
        state={state}
        update={update}
        students={students}
        filters={{}}
        renderTaskCell={(task, row) => {
          const cell = row.tasks[task.taskId];
          return cell ? (
            <StatusTag status={cell.status} t={t} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('status.notAssigned')}
            </Text>
          );
        }}
      />
    </>
  );
}

/**
 * /administration/:administrationId/:orgType/:orgId: how far the students of an organisation
 * have come in an administration, per assessment and overall, with the student table.
 */
export function ProgressReportScreen() {
  return <ReportShell kind="progress">{(context) => <ProgressReportBody {...context} />}</ReportShell>;
}
