import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OrgSummary } from '@roar/contracts';
import { InviteCodes } from './invite-codes.tsx';

interface Props {
  t: TFunction;
  org: OrgSummary;
  onClose: () => void;
}

/** The list screen's dialog with an organisation's invitation codes. */
export function InviteDialog({ t, org, onClose }: Props) {
  return (
    <Modal opened onClose={onClose} title={t('invite.title', { name: org.name })} size="xl">
      <Stack gap="md">
        <Text size="sm">{t('invite.intro')}</Text>
        <InviteCodes t={t} orgId={org.id} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invite.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
