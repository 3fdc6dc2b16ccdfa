import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

/** The idle warning with its countdown (its own chunk: loaded when a warning first shows). */
export function IdleWarningDialog(props: { secondsLeft: number | null; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.secondsLeft !== null}
      onClose={props.onContinue}
      title={t('idle.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
    >
      <Text>{t('idle.message')}</Text>
      <Text mt="sm" fw={600} data-testid="idle-countdown">
        {t('idle.countdown', { count: props.secondsLeft ?? 0 })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={props.onContinue}>
          {t('idle.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
