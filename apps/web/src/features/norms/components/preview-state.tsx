import type { ReactNode } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NormTablePreview } from '@roar/contracts';

/** A table's preview while it loads, if it failed, or what `children` make of it. */
export function PreviewState({
  preview,
  loading,
  t,
  children,
}: {
  preview: UseQueryResult<NormTablePreview>;
  /** What the loading line says. */
  loading: string;
  t: TFunction;
  children: (data: NormTablePreview) => ReactNode;
}) {
  if (preview.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert">
        {t('preview.failed')}
      </Alert>
    );
  }
  return children(preview.data);
}
