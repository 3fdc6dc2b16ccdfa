import type { ReactNode } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReportContent } from '../content/types.ts';

/** Title, the student's name, welcome line, Grade / Class / Administration, and the actions. */
export function ReportHeader({ content, actions }: { content: ReportContent; actions: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{content.title}</Title>
      <Text component="p" fz="xl" fw={600} m={0} data-testid="student-name">
        {content.studentName}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" component="dl" m={0}>
        {content.details.map((item) => (
          <div key={item.label}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
      <Text>{content.welcome}</Text>
      <Text>{content.intro}</Text>
    </Stack>
  );
}
