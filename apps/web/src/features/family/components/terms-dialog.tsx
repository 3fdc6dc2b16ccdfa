import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { RegistrationTerms } from '@roar/contracts';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';

export interface TermsDialogProps {
  opened: boolean;
  terms: RegistrationTerms | null | undefined;
  loading: boolean;
  failed: boolean;
  onAccept: () => void;
  onClose: () => void;
  t: TFunction;
}

/** The current terms, rendered safely; accepting ticks the form's checkbox. */
export function TermsDialog({
  opened,
  terms,
  loading,
  failed,
  onAccept,
  onClose,
  t,
}: TermsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={terms?.title ?? t('register.readTerms')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {loading ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('termsDialog.loading')}</Text>
          </Group>
        ) : null}
        {failed || (!loading && !terms) ? (
          <Alert color="red" variant="light" role="alert">
            {t('termsDialog.unavailable')}
          </Alert>
        ) : null}
        {terms ? <SafeMarkdown markdown={terms.body} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('termsDialog.close')}
          </Button>
          {terms ? <Button onClick={onAccept}>{t('termsDialog.accept')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
