import { useState } from 'react';
import { Loader, Tabs, Text } from '@mantine/core';
import { PERMISSIONS as P, type OrgKind } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { OrgsTabPanel } from './components/orgs-tab-panel.tsx';
import { visibleOrgTabs } from './components/visible-tabs.ts';
import { orgsMessages } from './i18n/messages.ts';

/** /list-orgs: the organisations the admin may see, a tab per type. */
export function ListOrgsScreen() {
  const { t, ready } = useFeatureTranslation(orgsMessages);
  const claims = useSessionValue((session) => session.userClaims);
  const permissions = useSessionValue((session) => session.permissions);
  const tabs = visibleOrgTabs(claims);
  const [tab, setTab] = useState<OrgKind | null>(null);
  if (!ready) return <Loader aria-label={t('common.loading', { ns: 'translation' })} />;
  const current = tab && tabs.includes(tab) ? tab : tabs[0];
  return (
    <PageTitle title={t('list.title')}>
      <Text c="dimmed">{t('list.intro')}</Text>
      {current === undefined ? (
        <Text>{t('list.empty')}</Text>
      ) : (
        <Tabs value={current} onChange={(next) => setTab(next as OrgKind)} keepMounted={false}>
          <Tabs.List>
            {tabs.map((type) => (
              <Tabs.Tab key={type} value={type}>
                {t(`tabs.${type}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((type) => (
            <Tabs.Panel key={type} value={type}>
              <OrgsTabPanel
                t={t}
                type={type}
                can={{
                  move: Boolean(claims?.super_admin),
                  edit: permissions.includes(P.Organizations.UPDATE),
                  invite: permissions.includes(P.ActivationCodes.CREATE),
                  norms: (org) =>
                    org.type === 'district' &&
                    (Boolean(claims?.super_admin) ||
                      (claims?.minimalAdminOrgs?.['districts'] ?? []).includes(org.id)),
                }}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageTitle>
  );
}
