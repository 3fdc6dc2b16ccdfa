import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import type { UserDocument } from '@roar/contracts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import { toast } from '../../lib/toast.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { useUserDocument } from './api/get-user-document.ts';
import { AppearanceSetting } from './components/appearance-setting.tsx';
import { useUpdateProfile } from './api/update-profile.ts';

const NAME_MAX = 100;
type NameField = 'first' | 'middle' | 'last' | 'displayName';
type Values = Record<NameField, string>;
type Errors = Partial<Record<NameField, 'firstNameRequired' | 'tooLong'>>;

function valuesOf(user: UserDocument): Values {
  return {
    first: user.name.first ?? '',
    middle: user.name.middle ?? '',
    last: user.name.last ?? '',
    displayName: user.displayName ?? '',
  };
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  for (const field of Object.keys(values) as NameField[]) {
    if (values[field].trim().length > NAME_MAX) errors[field] = 'tooLong';
  }
  if (!values.first.trim()) errors.first = 'firstNameRequired';
  return errors;
}

const LABELS: Record<NameField, string> = {
  first: 'profile.info.firstName',
  middle: 'profile.info.middleName',
  last: 'profile.info.lastName',
  displayName: 'profile.info.displayName',
};

/** /profile (user info tab): names to view and edit; email, username and grade read-only. */
export function UserInfoTab() {
  // Its parent screen waited for these texts (profile-layout.tsx).
  const { t } = useFeatureTranslation(screenMessages);
  const uid = useSessionValue((session) => session.adminUser?.uid);
  const user = useUserDocument(uid);
  const update = useUpdateProfile();
  const [editing, setEditing] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  if (user.isPending) return <Loader aria-label={t('common.loading')} />;
  if (user.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('profile.info.loadFailed')}
      </Alert>
    );
  }
  const document = user.data;
  const shown = (value: string | null) => value || t('profile.info.notSet');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || update.isPending) return;
    const found = validate(editing);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({
        name: {
          first: editing.first.trim(),
          middle: editing.middle.trim(),
          last: editing.last.trim(),
        },
        displayName: editing.displayName.trim(),
      });
      setEditing(null);
      toast.show({ severity: 'success', summary: t('profile.info.saved'), life: 5000 });
    } catch {
      toast.show({ severity: 'error', summary: t('profile.info.saveFailed') });
    }
  }

  const readOnly = (
    <dl>
      {(
        [
          ['profile.info.email', document.email],
          ['profile.info.username', document.username],
          ['profile.info.grade', document.grade],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={600} size="sm">
            {t(label)}
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {shown(value)}
          </Text>
        </div>
      ))}
    </dl>
  );

  if (!editing) {
    const values = valuesOf(document);
    return (
      <Stack gap="md" maw={520}>
        <Title order={2}>{t('titles.profileInfo')}</Title>
        <dl>
          {(Object.keys(LABELS) as NameField[]).map((field) => (
            <div key={field}>
              <Text component="dt" fw={600} size="sm">
                {t(LABELS[field])}
              </Text>
              <Text component="dd" ms={0} mb="xs">
                {shown(values[field])}
              </Text>
            </div>
          ))}
        </dl>
        {readOnly}
        <Group>
          <Button onClick={() => setEditing(valuesOf(document))}>{t('profile.info.edit')}</Button>
        </Group>
        <AppearanceSetting t={t} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>{t('titles.profileInfo')}</Title>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending}>
        <Stack gap="sm">
          {(Object.keys(LABELS) as NameField[]).map((field) => (
            <TextInput
              key={field}
              name={field}
              label={t(LABELS[field])}
              required={field === 'first'}
              autoComplete={
                field === 'first'
                  ? 'given-name'
                  : field === 'middle'
                    ? 'additional-name'
                    : field === 'last'
                      ? 'family-name'
                      : 'nickname'
              }
              value={editing[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setEditing((current) => (current ? { ...current, [field]: value } : current));
              }}
              error={errors[field] ? t(`profile.info.${errors[field]}`) : undefined}
            />
          ))}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('profile.info.save')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setEditing(null);
                setErrors({});
              }}
            >
              {t('profile.info.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      {readOnly}
    </Stack>
  );
}
