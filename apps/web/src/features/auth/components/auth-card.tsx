import type { ReactNode } from 'react';
import { Container, Paper, Stack, Title } from '@mantine/core';

/** The narrow card the email-link, email-sent and reset-password pages share with sign-in. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} py="xl" w="100%">
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
