import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useTurnOffSecondFactor } from '../api/second-factor.ts';
import { isRecentSignInRequired } from '../recent-sign-in.ts';

interface Props {
  onClose: () => void;
  /** The server wants a fresh sign-in first (the section shows its notice). */
  onNeedsSignIn: () => void;
}

/** Asks before turning two-step sign-in off: the app's codes and recovery codes stop working. */
export function TurnOffSecondFactorDialog({ onClose, onNeedsSignIn }: Props) {
  const { t } = useFeatureTranslation(screenMessages);
  const turnOff = useTurnOffSecondFactor();

  async function confirm() {
    try {
      await turnOff.mutateAsync();
      toast.show({ severity: 'success', summary: t('profile.secondFactor.turnedOff'), life: 5000 });
      onClose();
    } catch (error) {
      onClose();
      if (isRecentSignInRequired(error)) onNeedsSignIn();
      else if (isApiRequestError(error) && error.code === 'second_factor_required') {
        toast.show({ severity: 'warn', summary: t('profile.secondFactor.cannotTurnOff') });
      } else toast.show({ severity: 'error', summary: t('profile.secondFactor.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('profile.secondFactor.turnOffTitle')}>
      <Stack gap="md">
        <Text>{t('profile.secondFactor.turnOffMessage')}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('profile.secondFactor.keepOn')}
          </Button>
          <Button color="red" loading={turnOff.isPending} onClick={() => void confirm()}>
            {t('profile.secondFactor.turnOffConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
