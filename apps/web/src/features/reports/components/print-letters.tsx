import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type JobDetail, type ReportParams } from '@roar/contracts';
import { isJobOver } from '../../../lib/jobs-api.ts';
import { saveLetters, startLetters, type LettersRequest } from '../api/print-letters.ts';
import type { TableState } from './table-state.ts';
import { JobFileState } from './job-file-state.tsx';
import { useJobFile } from './use-job-file.ts';

/** What a finished or failed print says. */
function outcome(job: JobDetail, t: TFunction): { text: string; failed: boolean } {
  if (job.state === 'completed') {
    const letters = Number(job.result?.letters ?? 0);
    const skipped = Number(job.result?.skipped ?? 0);
    const ready = t('letters.ready', { count: letters });
    return {
      text: skipped ? `${ready} ${t('letters.skipped', { count: skipped })}` : ready,
      failed: false,
    };
  }
  if (job.state === 'cancelled') return { text: t('letters.cancelled'), failed: true };
  const known = ['too_many_letters', 'no_letters', 'not_permitted', 'forbidden'];
  const code = known.includes(job.error ?? '') ? job.error! : 'failed';
  return { text: t(`letters.errors.${code}`), failed: true };
}

/**
 * 'Letters for families': a one-page letter per student of the report who has finished a game
 * (the school, grade and search filters apply), each in the student's home language, else the
 * reader's, in one PDF made by a background job; its progress shows here and the PDF downloads
 * once ready.
 */
export function PrintLetters({
  params,
  state,
  t,
}: {
  params: ReportParams;
  state: TableState;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  const ui = i18n.resolvedLanguage ?? i18n.language;
  const file = useJobFile(
    (request: LettersRequest) => startLetters(params, request),
    saveLetters,
  );
  const { job, running, start } = file;

  const onPrint = () =>
    start.mutate({
      schoolId: state.schoolId,
      grade: state.grade,
      search: state.search,
      reader: isLocale(ui) ? ui : DEFAULT_LOCALE,
    });
  const result = job && isJobOver(job) ? outcome(job, t) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="report-letters" data-no-print>
      <Stack gap="sm">
        <Title order={2} size="h3" id="report-letters">
          {t('letters.heading')}
        </Title>
        <Text>{t('letters.intro')}</Text>
        <Group>
          <Button
            leftSection={<IconMail size={16} aria-hidden="true" />}
            onClick={onPrint}
            loading={start.isPending || running}
          >
            {t('letters.print')}
          </Button>
        </Group>
        {start.isError ? (
          <Alert color="red" role="alert">
            {t('letters.errors.failed')}
          </Alert>
        ) : null}
        <JobFileState file={file} section="letters" result={result} t={t} />
      </Stack>
    </Paper>
  );
}
