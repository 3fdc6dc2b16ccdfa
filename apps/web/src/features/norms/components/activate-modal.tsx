import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NormTable } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { activateNormTable, normTablePreviewQuery, normsKeys } from '../api/norm-tables.ts';
import { tableLabel } from './labels.ts';
import { PreviewState } from './preview-state.tsx';

/**
 * Asks before activating a table, stating how many students change support level (the preview's
 * counts); the table in use is retired by the server in the same step.
 */
export function ActivateModal({
  table,
  onClose,
  t,
}: {
  table: NormTable;
  onClose: () => void;
  t: TFunction;
}) {
  const queryClient = useQueryClient();
  const preview = useQuery(normTablePreviewQuery(table.id));
  const activate = useMutation({
    mutationFn: () => activateNormTable(table.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: normsKeys.all });
      toast.show({ severity: 'success', summary: t('activate.done'), life: 5000 });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('activate.title')}>
      <Stack gap="md">
        <Text fw={600}>{tableLabel(t, table)}</Text>
        <PreviewState preview={preview} loading={t('activate.loading')} t={t}>
          {(data) => <Text>{t('activate.confirmText', data)}</Text>}
        </PreviewState>
        {activate.isError ? (
          <Alert color="red" role="alert">
            {t('activate.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('activate.cancel')}
          </Button>
          <Button
            loading={activate.isPending}
            disabled={!preview.isSuccess}
            onClick={() => activate.mutate()}
          >
            {t('activate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
