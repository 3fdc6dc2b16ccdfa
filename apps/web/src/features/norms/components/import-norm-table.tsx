import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { NORM_TABLE_CSV_MAX_CHARS } from '@roar/contracts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { csvProblems, importNormTable, normsKeys, type CsvProblem } from '../api/norm-tables.ts';

const KNOWN_CODES = new Set([
  'empty-file',
  'unknown-metadata',
  'duplicate-metadata',
  'bad-metadata',
  'missing-source',
  'missing-date',
  'bad-header',
  'no-rows',
  'column-count',
  'bad-task',
  'bad-language',
  'mixed-task',
  'bad-grade',
  'bad-season',
  'bad-mean',
  'bad-sd',
  'bad-n',
  'duplicate-group',
  'missing-benchmark',
  'invalid-table',
  'unknown-task',
  'wrong-language',
]);

function problemText(t: TFunction, { line, code }: CsvProblem): string {
  const problem = KNOWN_CODES.has(code)
    ? t(`import.errors.${code}`)
    : t('import.errors.other', { code });
  return line === 0 ? t('import.file0', { problem }) : t('import.line', { line, problem });
}

/** 'Import CSV': a norm table file (docs/norm-table-csv.md) becomes a draft, or its problems show. */
export function ImportNormTable({ districtId, t }: { districtId: string; t: TFunction }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const csv = await chosen.text();
      if (csv.length > NORM_TABLE_CSV_MAX_CHARS) throw new Error('too large');
      return importNormTable(districtId, { csv, fileName: chosen.name });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: normsKeys.list(districtId) }),
  });
  const problems =
    upload.isError && isApiRequestError(upload.error) && upload.error.status === 400
      ? csvProblems(upload.error.fields)
      : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="norms-import">
      <Stack gap="sm">
        <Title order={2} size="h3" id="norms-import">
          {t('import.heading')}
        </Title>
        <Text>{t('import.intro')}</Text>
        <Group align="flex-end">
          <FileInput
            label={t('import.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              upload.reset();
            }}
            clearable
            w={320}
          />
          <Button
            onClick={() => file && upload.mutate(file)}
            loading={upload.isPending}
            disabled={!file}
          >
            {t('import.start')}
          </Button>
        </Group>
        {upload.isSuccess ? (
          <Alert color="green" role="status">
            {t('import.done')}
          </Alert>
        ) : null}
        {upload.isError ? (
          <Alert color="red" role="alert">
            {problems.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm">{t('import.problems')}</Text>
                <List size="sm">
                  {problems.map((p, i) => (
                    <List.Item key={i}>{problemText(t, p)}</List.Item>
                  ))}
                </List>
              </Stack>
            ) : (
              t('import.failed')
            )}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
