import { Alert, Button, Divider, Group, Modal, ScrollArea, Stack, Title } from '@mantine/core';
import type { PendingLegalDocument } from '@roar/contracts';
import { SafeMarkdown } from '../../../components/safe-markdown.tsx';

export interface LegalDialogProps {
  documents: PendingLegalDocument[];
  opened: boolean;
  busy: boolean;
  failed: boolean;
  onAccept: () => void;
  onClose: () => void;
  labels: { title: string; agree: string; cancel: string; failed: string };
}

/** The documents a participant accepts before a task starts (consent, assent or terms). */
export function LegalDialog(props: LegalDialogProps) {
  const { documents, labels } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={labels.title}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {documents.map((doc, i) => (
          <Stack key={doc.documentId} gap="sm">
            {i > 0 ? <Divider /> : null}
            <Title order={2} size="h3">
              {doc.title}
            </Title>
            <SafeMarkdown markdown={doc.body} />
          </Stack>
        ))}
        {props.failed ? (
          <Alert color="red" variant="light" role="alert">
            {labels.failed}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {labels.cancel}
          </Button>
          <Button onClick={props.onAccept} loading={props.busy}>
            {labels.agree}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
