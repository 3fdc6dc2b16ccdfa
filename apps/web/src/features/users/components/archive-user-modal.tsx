import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { AdminUser } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSetArchived } from '../api/update-user.ts';
import { userName } from './labels.ts';

interface Props {
  user: AdminUser;
  onClose: () => void;
  t: TFunction;
}

/** Asks before archiving a user (or restoring an archived one). */
export function ArchiveUserModal({ user, onClose, t }: Props) {
  const setArchived = useSetArchived();
  const archive = !user.archived;
  const name = userName(user);

  async function confirm() {
    try {
      await setArchived.mutateAsync({ id: user.id, archived: archive });
      toast.show({
        severity: 'success',
        summary: t(archive ? 'archive.archived' : 'archive.restored', { name }),
        life: 5000,
      });
      onClose();
    } catch {
      toast.show({ severity: 'error', summary: t('archive.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t(archive ? 'archive.title' : 'archive.restoreTitle')}>
      <Stack gap="md">
        <Text>{t(archive ? 'archive.message' : 'archive.restoreMessage', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('archive.cancel')}
          </Button>
          <Button
            color={archive ? 'red' : 'blue'}
            loading={setArchived.isPending}
            onClick={() => void confirm()}
          >
            {t(archive ? 'archive.confirm' : 'archive.restoreConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
