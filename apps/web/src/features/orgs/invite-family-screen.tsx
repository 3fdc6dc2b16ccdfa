import { useState } from 'react';
import { List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { CREATABLE_ORG_TYPES, type CreatableOrgType } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { InviteCodes } from './components/invite-codes.tsx';
import { OrgSelect } from './components/org-select.tsx';
import { orgsMessages } from './i18n/messages.ts';

/**
 * /register for a signed-in administrator ('Register New Family' in the super administrator's
 * menu): families register themselves, so this explains how and makes the invitation a family
 * needs, an activation code and its link for the organisation the children will join.
 * (docs/decisions/030-register-new-family.md)
 */
export function InviteFamilyScreen() {
  const { t, ready } = useFeatureTranslation(orgsMessages);
  const [type, setType] = useState<CreatableOrgType>('school');
  const [orgId, setOrgId] = useState<string | null>(null);

  if (!ready) return <Loader aria-label={t('common.loading', { ns: 'translation' })} />;
  return (
    <PageTitle title={t('family.title')}>
      <Text>{t('family.intro')}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('family.stepChoose')}</List.Item>
        <List.Item>{t('family.stepCreate')}</List.Item>
        <List.Item>{t('family.stepSend')}</List.Item>
        <List.Item>{t('family.stepParent')}</List.Item>
      </List>
      <Stack gap="sm" maw={640}>
        <Select
          label={t('family.orgType')}
          data={CREATABLE_ORG_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={type}
          allowDeselect={false}
          onChange={(next) => {
            if (!next) return;
            setType(next as CreatableOrgType);
            setOrgId(null);
          }}
        />
        <OrgSelect
          key={type}
          t={t}
          type={type}
          label={t('family.org', { type: t(`types.${type}`) })}
          placeholder={t('family.orgPlaceholder')}
          value={orgId}
          onChange={setOrgId}
        />
      </Stack>
      {orgId ? (
        <section aria-labelledby="invite-codes-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="invite-codes-heading">
              {t('family.codesTitle')}
            </Title>
            <InviteCodes t={t} orgId={orgId} />
          </Stack>
        </section>
      ) : (
        <Text c="dimmed">{t('family.chooseFirst')}</Text>
      )}
    </PageTitle>
  );
}
