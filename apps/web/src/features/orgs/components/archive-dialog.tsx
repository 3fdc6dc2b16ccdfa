import { Button, Group, Modal, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgSummary } from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useSetArchived } from '../api/save-org.ts';

interface Props {
  t: TFunction;
  org: OrgSummary;
  onClose: () => void;
}

/** Asks before archiving (or unarchiving) an organisation, then does it. */
export function ArchiveDialog({ t, org, onClose }: Props) {
  const setArchived = useSetArchived();
  const archiving = !org.archived;
  async function confirm() {
    try {
      await setArchived.mutateAsync({ id: org.id, archived: archiving });
      toast.show({
        severity: 'success',
        summary: t(archiving ? 'archive.archived' : 'archive.unarchived', { name: org.name }),
        life: 5000,
      });
      onClose();
    } catch {
      toast.show({ severity: 'error', summary: t('archive.failed') });
    }
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(archiving ? 'archive.titleArchive' : 'archive.titleUnarchive', { name: org.name })}
    >
      <Text mb="md">{t(archiving ? 'archive.bodyArchive' : 'archive.bodyUnarchive')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('archive.cancel')}
        </Button>
        <Button
          color={archiving ? 'red' : undefined}
          loading={setArchived.isPending}
          onClick={() => void confirm()}
        >
          {t(archiving ? 'archive.confirmArchive' : 'archive.confirmUnarchive')}
        </Button>
      </Group>
    </Modal>
  );
}
