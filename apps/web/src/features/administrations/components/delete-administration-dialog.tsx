import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAdministration } from '../api/delete-administration.ts';

export interface DeleteTarget {
  id: string;
  title: string;
}

/** Asks before deleting an administration; reports the outcome as a toast. */
export function DeleteAdministrationDialog({
  target,
  onClose,
  t,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  t: TFunction;
}) {
  const remove = useDeleteAdministration();

  async function confirm() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.show({
        severity: 'success',
        summary: t('deleteDialog.deleted', { name: target.title }),
        life: 5000,
      });
    } catch (error) {
      const started = isApiRequestError(error) && error.code === 'administration_started';
      toast.show({
        severity: 'error',
        summary: t(started ? 'deleteDialog.started' : 'deleteDialog.failed'),
      });
    }
    onClose();
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('deleteDialog.title')}
      closeButtonProps={{ 'aria-label': t('deleteDialog.cancel') }}
      centered
    >
      <Stack>
        <Text>{t('deleteDialog.message', { name: target?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
