import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { TFunction } from 'i18next';

/** A loader that says what is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}

/** A failed load with a way to try again. */
export function ErrorState({
  message,
  onRetry,
  t,
}: {
  message: string;
  onRetry: () => void;
  t: TFunction;
}) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" wrap="wrap">
        <Text>{message}</Text>
        <Button variant="subtle" size="compact-sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
