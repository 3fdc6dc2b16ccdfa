import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AdminUser } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSignOutEverywhere } from '../api/update-user.ts';
import { userName } from './labels.ts';

interface Props {
  user: AdminUser;
  onClose: () => void;
  t: TFunction;
}

/**
 * Asks before ending every signed-in session of a user (a lost tablet, a shared password). For an
 * adult it can also forget their authenticator app, for a lost phone (ADR 031).
 */
export function SignOutUserModal({ user, onClose, t }: Props) {
  const signOut = useSignOutEverywhere();
  const name = userName(user);
  const [resetSecondFactor, setResetSecondFactor] = useState(false);

  async function confirm() {
    try {
      await signOut.mutateAsync({ id: user.id, resetSecondFactor });
      const done = resetSecondFactor ? 'signOut.doneWithReset' : 'signOut.done';
      toast.show({ severity: 'success', summary: t(done, { name }), life: 5000 });
      onClose();
    } catch {
      toast.show({ severity: 'error', summary: t('signOut.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('signOut.title')}>
      <Stack gap="md">
        <Text>{t('signOut.message', { name })}</Text>
        {user.userType === 'student' ? null : (
          <Checkbox
            checked={resetSecondFactor}
            onChange={(event) => setResetSecondFactor(event.currentTarget.checked)}
            label={t('signOut.resetSecondFactor')}
            description={t('signOut.resetSecondFactorHint', { name })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('signOut.cancel')}
          </Button>
          <Button loading={signOut.isPending} onClick={() => void confirm()}>
            {t('signOut.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
