import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Container, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ReportParamsSchema, type ReportHeader, type ReportParams } from '@roar/contracts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { localTaskNames, useTaskTexts, type TaskTexts } from '../../../lib/task-text.ts';
import { reportHeaderQuery } from '../api/get-report-header.ts';
import { reportsMessages } from '../i18n/messages.ts';
import { ErrorState, LoadingState } from './load-state.tsx';
import { ReportHeader as Header, type ReportScreenKind } from './report-header.tsx';
import { useForbiddenRedirect } from './use-forbidden-redirect.ts';
import './styles.ts';

/** What a report's body gets once the header is in. */
export interface ReportContext {
  params: ReportParams;
  header: ReportHeader;
  t: TFunction;
}

/** The header with its tasks named in the language on screen. */
function localHeader(header: ReportHeader, texts: TaskTexts): ReportHeader {
  return { ...header, tasks: header.tasks.map((task) => localTaskNames(task, texts)) };
}

const NO_PARAMS: ReportParams = { administrationId: '-', orgType: 'school', orgId: '-' };

/**
 * The frame both reports share: messages, route parameters, the report header (with its loading,
 * error and 403 handling) and the layout. The body renders once the header is in.
 */
export function ReportShell({
  kind,
  children,
}: {
  kind: ReportScreenKind;
  children: (context: ReportContext) => ReactNode;
}) {
  const { t, i18n, ready } = useFeatureTranslation(reportsMessages);
  const parsed = ReportParamsSchema.safeParse(useParams());
  const params = parsed.success ? parsed.data : null;
  const header = useQuery({ ...reportHeaderQuery(params ?? NO_PARAMS), enabled: Boolean(params) });
  const forbidden = useForbiddenRedirect(header.error);
  const tasks = useTaskTexts();
  const data = useMemo(
    () => (header.data ? localHeader(header.data, tasks.texts) : undefined),
    // The texts change with the language, which `tasks.ready` follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [header.data, tasks.ready, i18n.language],
  );

  if (!ready || !tasks.ready) return <Loader aria-label={i18n.t('common.loading')} />;
  let content: ReactNode;
  if (forbidden) content = null;
  else if (!params || header.isError) {
    content = (
      <ErrorState
        message={t('errors.loadFailed')}
        onRetry={() => void header.refetch()}
        t={t}
      />
    );
  } else if (!data) content = <LoadingState label={t(`loading.${kind}`)} />;
  else {
    content = (
      <>
        <Header kind={kind} header={data} params={params} t={t} />
        {children({ params, header: data, t })}
      </>
    );
  }
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">{content}</Stack>
    </Container>
  );
}
