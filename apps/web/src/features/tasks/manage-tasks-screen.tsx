import { Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { tasksMessages } from './i18n/messages.ts';
import { BundlesTab } from './components/bundles-tab.tsx';
import { ItemParametersTab } from './components/item-parameters-tab.tsx';
import { useSessionValue } from '../../stores/session-store.ts';
import { TasksTab } from './components/tasks-tab.tsx';
import { VariantsTab } from './components/variants-tab.tsx';
import './components/styles.ts';

/**
 * /manage-tasks-variants (Tasks.UPDATE): the task catalogue, variants and bundles; for super
 * administrators also the tasks' calibrated item parameters.
 */
export function ManageTasksScreen() {
  const { t, i18n, ready } = useFeatureTranslation(tasksMessages);
  // Calibrated item parameters are a super administrator's (ADR 052).
  const isSuperAdmin = useSessionValue((s) => Boolean(s.userClaims?.super_admin));
  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          {t('screen.title')}
        </Title>
        <Text c="dimmed">{t('screen.subtitle')}</Text>
      </div>
      <Tabs defaultValue="tasks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tasks">{t('screen.tabs.tasks')}</Tabs.Tab>
          <Tabs.Tab value="variants">{t('screen.tabs.variants')}</Tabs.Tab>
          <Tabs.Tab value="bundles">{t('screen.tabs.bundles')}</Tabs.Tab>
          {isSuperAdmin && (
            <Tabs.Tab value="item-parameters">{t('screen.tabs.itemParameters')}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="md">
          <TasksTab />
        </Tabs.Panel>
        <Tabs.Panel value="variants" pt="md">
          <VariantsTab />
        </Tabs.Panel>
        <Tabs.Panel value="bundles" pt="md">
          <BundlesTab />
        </Tabs.Panel>
        {isSuperAdmin && (
          <Tabs.Panel value="item-parameters" pt="md">
            <ItemParametersTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
