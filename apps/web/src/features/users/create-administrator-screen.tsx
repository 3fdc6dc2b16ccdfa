import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { OrgLists } from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { apiFieldErrors } from '../../lib/field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateAdministrator } from './api/create-administrator.ts';
import { problemText } from './components/labels.ts';
import { OrgSelects, emptyOrgLists, type OrgListKey } from './components/org-selects.tsx';
import { usersMessages } from './i18n/messages.ts';

const ADMIN_ORG_KINDS: readonly OrgListKey[] = [
  'districts',
  'schools',
  'classes',
  'groups',
  'families',
];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NameField = 'first' | 'middle' | 'last';

/** /create-administrator: a new administrator of chosen organisations, invited by email. */
export function CreateAdministratorScreen() {
  const { t, i18n, ready } = useFeatureTranslation(usersMessages);
  const navigate = useNavigate();
  const create = useCreateAdministrator();
  const [name, setName] = useState<Record<NameField, string>>({ first: '', middle: '', last: '' });
  const [email, setEmail] = useState('');
  const [orgs, setOrgs] = useState<OrgLists>(emptyOrgLists);
  const [problems, setProblems] = useState<Record<string, string>>({});

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!name.first.trim()) found['name.first'] = 'required';
    if (!name.last.trim()) found['name.last'] = 'required';
    if (!email.trim()) found.email = 'required';
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = 'invalid_email';
    if (Object.values(orgs).every((ids) => ids.length === 0)) found.orgs = 'required';
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync({
        name: { first: name.first.trim(), middle: name.middle.trim(), last: name.last.trim() },
        email: email.trim(),
        orgs,
      });
      toast.show({ severity: 'success', summary: t('createAdmin.created'), life: 6000 });
      await navigate('/');
    } catch (err) {
      const fromServer = apiFieldErrors(err);
      if (Object.keys(fromServer).length > 0) setProblems(fromServer);
      else toast.show({ severity: 'error', summary: t('createAdmin.failed') });
    }
  }

  const message = (field: string) => {
    const code = problems[field];
    if (!code) return undefined;
    if (field === 'email' && code === 'email_taken')
      return t('createAdmin.emailTaken', { email: email.trim() });
    return problemText(t, code);
  };
  const nameInput = (field: NameField, autoComplete: string, required: boolean) => (
    <TextInput
      label={t(`fields.${field}Name`)}
      required={required}
      autoComplete={autoComplete}
      value={name[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setName((current) => ({ ...current, [field]: value }));
      }}
      error={message(`name.${field}`)}
    />
  );
  const kindErrors = Object.fromEntries(
    ADMIN_ORG_KINDS.filter((k) => problems[`orgs.${k}`]).map((k) => [k, message(`orgs.${k}`)]),
  );

  return (
    <PageTitle title={t('createAdmin.title')}>
      <Text c="dimmed">{t('createAdmin.subtitle')}</Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={create.isPending}>
        <Stack gap="md" maw={900}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {nameInput('first', 'off', true)}
            {nameInput('middle', 'off', false)}
            {nameInput('last', 'off', true)}
          </SimpleGrid>
          <TextInput
            type="email"
            label={t('fields.email')}
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={message('email')}
            maw={420}
          />
          <Fieldset legend={t('createAdmin.orgs')}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('createAdmin.orgsHint')}
              </Text>
              <OrgSelects
                value={orgs}
                onChange={setOrgs}
                kinds={ADMIN_ORG_KINDS}
                t={t}
                error={message('orgs')}
                kindErrors={kindErrors}
              />
            </Stack>
          </Fieldset>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('createAdmin.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageTitle>
  );
}
