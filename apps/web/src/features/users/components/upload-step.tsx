import { useState } from 'react';
import { FileInput, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ROSTER_FILE_MAX_MB, parseRosterFile } from '../roster/csv-file.ts';
import type { RosterFile } from '../roster/mapping.ts';

/** Rows of the file shown before mapping. */
const PREVIEW_ROWS = 5;

interface Props {
  file: RosterFile | null;
  onFile: (file: RosterFile | null) => void;
  t: TFunction;
}

/** Step 1: choose a .csv file; shows its first rows. */
export function UploadStep({ file, onFile, t }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  async function onChange(next: File | null) {
    setChosen(next);
    setProblem(null);
    onFile(null);
    if (!next) return;
    if (next.size > ROSTER_FILE_MAX_MB * 1024 * 1024) {
      setProblem(t('register.upload.tooLarge', { mb: ROSTER_FILE_MAX_MB }));
      return;
    }
    try {
      const parsed = await parseRosterFile(next);
      if (parsed.records.length === 0) setProblem(t('register.upload.empty'));
      else onFile(parsed);
    } catch {
      setProblem(t('register.upload.failed'));
    }
  }

  return (
    <Stack gap="md">
      <FileInput
        label={t('register.upload.label')}
        placeholder={t('register.upload.placeholder')}
        description={t('register.upload.hint')}
        accept=".csv,text/csv"
        value={chosen}
        onChange={(next) => void onChange(next)}
        clearable
        error={problem ?? undefined}
      />
      {file && (
        <Stack gap="xs">
          <Text>{t('register.upload.found', { count: file.records.length })}</Text>
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {file.headers.map((h) => (
                    <Table.Th key={h} scope="col">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {file.records.slice(0, PREVIEW_ROWS).map((record, i) => (
                  <Table.Tr key={i}>
                    {file.headers.map((h) => (
                      <Table.Td key={h}>{record[h]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
