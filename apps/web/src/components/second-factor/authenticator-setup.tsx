import {
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { AuthenticatorSetup as Setup } from '@roar/contracts';
import '@mantine/core/styles/Code.css';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { QrCode } from './qr-code.tsx';

/** The base32 key in groups of four, as authenticator apps show and ask for it. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Step 1 of setting up an authenticator app (sign-in page and profile): the QR code of the
 * otpauth:// address, and the key to type in when the camera cannot scan it. The caller has
 * waited for the screens texts and puts step 2 (the code) below.
 */
export function AuthenticatorSetup({
  setup,
  headingOrder,
}: {
  setup: Setup;
  headingOrder: TitleOrder;
}) {
  const { t } = useFeatureTranslation(screenMessages);
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        {t('secondFactor.setup.scanTitle')}
      </Title>
      <Text>{t('secondFactor.setup.scanHint')}</Text>
      <QrCode value={setup.uri} label={t('secondFactor.setup.qrLabel')} />
      <Text>{t('secondFactor.setup.manualKey')}</Text>
      <Group gap="sm" wrap="wrap">
        <Code fz="md" style={{ overflowWrap: 'normal' }} data-testid="authenticator-key">
          {groupedKey(setup.secret)}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="sm"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('secondFactor.copied') : t('secondFactor.setup.copyKey')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
