import { useState } from 'react';
import { Button, Checkbox, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { saveDownload } from '../../lib/api-download.ts';

/** Name of the downloaded file. */
export const RECOVERY_CODES_FILE = 'roar-recovery-codes.txt';

interface Props {
  codes: readonly string[];
  /** Pressed once the user says the codes are saved. */
  onContinue: () => void;
  pending?: boolean;
}

/**
 * Newly made recovery codes, shown this once (the server keeps only their hashes): copy,
 * download, and a tick that they are saved before going on. The caller gives the heading and has
 * waited for the screens texts.
 */
export function RecoveryCodes({ codes, onContinue, pending = false }: Props) {
  const { t } = useFeatureTranslation(screenMessages);
  const [saved, setSaved] = useState(false);

  function download() {
    const header = t('secondFactor.recoveryCodes.fileHeader', { name: PRODUCT_SHORT_NAME });
    const text = [header, '', ...codes, ''].join('\n');
    const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
    saveDownload({ blob, filename: undefined }, RECOVERY_CODES_FILE);
  }

  return (
    <Stack gap="md">
      <Text>{t('secondFactor.recoveryCodes.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          aria-label={t('secondFactor.recoveryCodes.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" fz="lg">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('secondFactor.copied') : t('secondFactor.recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download} leftSection={<IconDownload size={16} />}>
          {t('secondFactor.recoveryCodes.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('secondFactor.recoveryCodes.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved} loading={pending}>
        {t('secondFactor.recoveryCodes.continue')}
      </Button>
    </Stack>
  );
}
