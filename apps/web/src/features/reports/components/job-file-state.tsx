import { Button, Group, Progress, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { textColors } from '../../../config/theme.ts';
import type { JobFile } from './use-job-file.ts';

/**
 * The state of a job that makes a file (use-job-file.ts), under its start button: a progress bar
 * while it runs, its progress or outcome as a status, 'Download again' once the file is ready, and
 * a failed download. `section` names the messages (`{section}.preparing`, `.progress`,
 * `.progressLabel`, `.downloadAgain`).
 */
export function JobFileState({
  file,
  section,
  result,
  t,
}: {
  file: JobFile;
  section: 'letters' | 'itemResponses';
  result: { text: string; failed: boolean } | null;
  t: TFunction;
}) {
  const { running, percent, readyId, download, downloadFailed } = file;
  return (
    <>
      {running ? (
        <Progress
          value={percent ?? 0}
          animated
          striped
          aria-label={t(`${section}.progressLabel`)}
          maw={520}
        />
      ) : null}
      <Text
        size="sm"
        role="status"
        aria-live="polite"
        c={result?.failed ? textColors.error : undefined}
      >
        {running
          ? percent === null
            ? t(`${section}.preparing`)
            : t(`${section}.progress`, { percent })
          : (result?.text ?? '')}
      </Text>
      {readyId ? (
        <Group>
          <Button variant="light" size="compact-sm" onClick={() => void download(readyId)}>
            {t(`${section}.downloadAgain`)}
          </Button>
        </Group>
      ) : null}
      {downloadFailed ? (
        <Text size="sm" c={textColors.error} role="alert">
          {t('export.downloadFailed')}
        </Text>
      ) : null}
    </>
  );
}
