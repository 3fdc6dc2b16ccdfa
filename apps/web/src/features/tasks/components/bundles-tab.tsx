import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TaskBundle } from '@roar/contracts';
import { useBundles } from '../api/bundles.ts';
import { BundleEditor } from './bundle-editor.tsx';
import { LoadState } from './load-state.tsx';
import { useTasksTranslation } from './use-tasks-translation.ts';

/** Bundles tab: named, ordered sets of variants offered together when building administrations. */
export function BundlesTab() {
  const { t } = useTasksTranslation();
  const bundles = useBundles();
  const [editing, setEditing] = useState<TaskBundle | 'new' | null>(null);
  if (editing) {
    return (
      <BundleEditor bundle={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('bundles.create')}</Button>
      </Group>
      <LoadState query={bundles} />
      {bundles.data?.length === 0 && <Text>{t('bundles.empty')}</Text>}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {bundles.data?.map((bundle) => (
          <Paper key={bundle.id} withBorder p="sm" component="li">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text fw={600}>{bundle.name}</Text>
                {bundle.description && <Text size="sm">{bundle.description}</Text>}
                <Text size="sm" c="dimmed">
                  {t('bundles.variantCount', { count: bundle.variants.length })}:{' '}
                  {bundle.variants.map((v) => `${v.taskName} (${v.variantName})`).join(', ')}
                </Text>
              </Stack>
              <Button variant="light" size="compact-sm" onClick={() => setEditing(bundle)}>
                {t('bundles.edit', { name: bundle.name })}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
