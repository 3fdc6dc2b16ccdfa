import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';

/** Waiting for the page's data: a spinner with what is loading, announced. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center mih="40vh">
      <Stack align="center" role="status">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}

/** The page's data could not be read: what failed, and a retry when there is something to ask. */
export function LoadFailedState({
  title,
  retry,
  size,
}: {
  title: string;
  retry?: { label: string; onRetry: () => void } | undefined;
  size: 'md' | 'lg';
}) {
  return (
    <Container size={size} py="xl" w="100%">
      <Alert color="red" variant="light" role="alert" title={title}>
        {retry && (
          <Button variant="light" mt="sm" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        )}
      </Alert>
    </Container>
  );
}
