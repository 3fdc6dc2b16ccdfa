import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Job } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useCancelJob } from '../api/use-jobs.ts';
import { jobName } from './labels.ts';

interface Props {
  job: Job;
  onClose: () => void;
  t: TFunction;
}

/** Asks before cancelling a job that is not over. */
export function CancelJobModal({ job, onClose, t }: Props) {
  const cancel = useCancelJob();
  const name = jobName(t, job);

  async function confirm() {
    try {
      const result = await cancel.mutateAsync(job.id);
      toast.show(
        result.state === 'cancelled'
          ? { severity: 'success', summary: t('cancel.done', { job: name }), life: 5000 }
          : { severity: 'info', summary: t('cancel.alreadyOver', { job: name }), life: 5000 },
      );
      onClose();
    } catch {
      toast.show({ severity: 'error', summary: t('cancel.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('cancel.title')}>
      <Stack gap="md">
        <Text>{t('cancel.message', { job: name })}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
