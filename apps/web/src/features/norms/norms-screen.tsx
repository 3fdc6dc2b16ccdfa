import { useState } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { NormTable } from '@roar/contracts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { normTablesQuery } from './api/norm-tables.ts';
import { ActivateModal } from './components/activate-modal.tsx';
import { BuildNorms } from './components/build-norms.tsx';
import { ImportNormTable } from './components/import-norm-table.tsx';
import { NormTablesTable } from './components/norm-tables-table.tsx';
import { SupportLevelPreview } from './components/support-level-preview.tsx';
import { normsMessages } from './i18n/messages.ts';

/**
 * /norms/:districtId: a district's norm tables (issue 20 item 4;
 * docs/decisions/054-local-norm-tables.md), for super administrators and the district's
 * administrators (the server decides): build local norms, import a table, preview the support
 * level changes, activate.
 */
export function NormsScreen() {
  const { districtId = '' } = useParams();
  const { t, i18n, ready } = useFeatureTranslation(normsMessages);
  const list = useQuery({ ...normTablesQuery(districtId), enabled: Boolean(districtId) });
  const [previewing, setPreviewing] = useState<NormTable | null>(null);
  const [activating, setActivating] = useState<NormTable | null>(null);

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;
  const title = list.data ? t('title', { district: list.data.district.name }) : t('titleNoName');
  return (
    <PageTitle title={title}>
      <Stack gap="lg">
        <Text>{t('intro')}</Text>
        {list.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {isApiRequestError(list.error) && list.error.status === 403
              ? t('forbidden')
              : t('loadFailed')}
          </Alert>
        ) : (
          <>
            <section aria-labelledby="norms-tables">
              <Stack gap="sm">
                <Title order={2} size="h3" id="norms-tables">
                  {t('tables.heading')}
                </Title>
                <NormTablesTable
                  tables={list.data.tables}
                  onPreview={setPreviewing}
                  onActivate={setActivating}
                  t={t}
                />
              </Stack>
            </section>
            {previewing ? (
              <SupportLevelPreview table={previewing} onClose={() => setPreviewing(null)} t={t} />
            ) : null}
            <BuildNorms districtId={districtId} tasks={list.data.tasks} t={t} />
            <ImportNormTable districtId={districtId} t={t} />
          </>
        )}
      </Stack>
      {activating ? (
        <ActivateModal table={activating} onClose={() => setActivating(null)} t={t} />
      ) : null}
    </PageTitle>
  );
}
