import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';

/** The heading block every screen starts with; children render below it. */
export function PageTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
