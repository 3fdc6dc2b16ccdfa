import { useEffect, useMemo, useState } from 'react';
import { Center, Container, Loader } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type StudentReport } from '@roar/contracts';
import { pathTo } from '../../config/paths.ts';
import { LoadFailedState, LoadingState } from './components/load-states.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { localTaskNames, useTaskTexts, type TaskTexts } from '../../lib/task-text.ts';
import { isForbidden, useStudentReport } from './api/get-student-report.ts';
import { ReportView } from './components/report-view.tsx';
import { SurveySection } from './components/survey-section.tsx';
import { buildReportContent } from './content/build-report-content.ts';
import { reportFileName } from './content/file-name.ts';
import { studentReportMessages } from './i18n/messages.ts';
import { useReportParams } from './use-report-params.ts';

/**
 * Which report a path shows. docs/product/routes.md section 5 has two paths for a student's report,
 * the plain one and the same path with /new, and a smaller Spanish variant without the phonics
 * subscores. Our choice: the /new path read in Spanish is that smaller variant; the plain path (any
 * language) and /new in English show the full report. Switching the interface language switches
 * variant.
 */
export function isCompactVariant(pathname: string, language: string): boolean {
  return /\/new\/?$/.test(pathname) && language.toLowerCase().startsWith('es');
}

/** The report with its tasks named in the language on screen (the PDF uses the same). */
function localReport(report: StudentReport, texts: TaskTexts): StudentReport {
  return { ...report, tasks: report.tasks.map((task) => localTaskNames(task, texts)) };
}

/**
 * /scores/:administrationId/:orgType/:orgId/user/:userId (and .../new): one student's individual
 * score report with its PDF export, and the survey section (on screen only). A report the caller
 * may not read leaves for /unauthorized.
 */
export function StudentReportScreen() {
  const { t, i18n, ready: messagesReady } = useFeatureTranslation(studentReportMessages);
  const tasks = useTaskTexts();
  const ready = messagesReady && tasks.ready;
  const params = useReportParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useStudentReport(params);
  const forbidden = query.isError && isForbidden(query.error);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const compact = isCompactVariant(pathname, language);

  useEffect(() => {
    if (forbidden) void navigate('/unauthorized', { replace: true });
  }, [forbidden, navigate]);

  // Once the messages are in, a language switch keeps the report (and its open sections) on
  // screen while the new language's bundle loads; meanwhile its text falls back to English.
  const [loadedOnce, setLoadedOnce] = useState(ready);
  if (ready && !loadedOnce) setLoadedOnce(true);

  const report = query.data;
  const content = useMemo(
    () =>
      // `ready` again when the new language's messages arrive (t itself stays the same).
      report && (ready || loadedOnce)
        ? buildReportContent(localReport(report, tasks.texts), { t, locale: language, compact })
        : null,
    // `tasks.texts` follows `ready` and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report, ready, loadedOnce, t, language, compact],
  );

  if (!(ready || loadedOnce) || forbidden) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common.loading', { ns: 'translation' })} />
      </Center>
    );
  }
  if (!params || query.isError) {
    return (
      <LoadFailedState
        size="lg"
        title={t('loadFailed')}
        retry={params ? { label: t('retry'), onRetry: () => void query.refetch() } : undefined}
      />
    );
  }
  if (!content || !report) {
    return <LoadingState label={t('loading')} />;
  }
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }} w="100%">
      <ReportView
        content={content}
        params={params}
        locale={isLocale(language) ? language : DEFAULT_LOCALE}
        fileName={reportFileName(report.student.firstName, report.student.lastName)}
        letterHref={pathTo.parentLetter(
          params.administrationId,
          params.orgType,
          params.orgId,
          params.userId,
        )}
        classReportHref={`/scores/${[params.administrationId, params.orgType, params.orgId].map(encodeURIComponent).join('/')}`}
        extra={
          <SurveySection params={params} firstName={content.firstName} locale={language} t={t} />
        }
        t={t}
      />
    </Container>
  );
}
