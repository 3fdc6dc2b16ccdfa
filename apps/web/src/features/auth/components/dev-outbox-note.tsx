import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/public-config.ts';

/**
 * On a development server (mail kept in the developer outbox): where the emailed links are, and
 * that the outbox opens only in a browser on the server's own computer, never through a proxy
 * (README, 'Running on PostgreSQL'; issue 14, point 1). Nothing on a server that sends mail.
 */
export function DevOutboxNote() {
  const { t } = useTranslation();
  const { devOutbox } = usePublicConfig();
  if (!devOutbox) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('auth.signIn.devOutbox')} <Anchor href="/dev/outbox">/dev/outbox</Anchor>
    </Text>
  );
}
