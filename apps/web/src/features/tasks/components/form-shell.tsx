import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';

interface FormShellProps {
  title: string;
  summary: string | null;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A titled form panel; focus moves to its title when it opens so keyboard users land there. */
export function FormShell(props: FormShellProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" ref={titleRef} tabIndex={-1}>
            {props.title}
          </Title>
          {props.summary && (
            <Alert color="red" variant="light" role="alert">
              {props.summary}
            </Alert>
          )}
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
