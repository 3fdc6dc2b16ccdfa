import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Alert, Loader, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useAdministration } from './api/get-administration.ts';
import { AdministrationForm } from './components/administration-form.tsx';
import { emptyFormValues, valuesFromAdministration, type FormMode } from './form/form-values.ts';
import { administrationsMessages } from './i18n/messages.ts';
import './components/styles.ts';

/** /administration/create, /administration/edit/:adminId, /administration/duplicate/:adminId */
function AdministrationFormScreen({ mode }: { mode: FormMode }) {
  const { t, i18n, ready } = useFeatureTranslation(administrationsMessages);
  const { adminId } = useParams();
  const existing = useAdministration(mode === 'create' ? undefined : adminId);
  const copySuffix = ready && mode === 'duplicate' ? t('form.copySuffix') : undefined;
  const initial = useMemo(
    () => (existing.data ? valuesFromAdministration(existing.data, copySuffix) : emptyFormValues()),
    [existing.data, copySuffix],
  );
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;
  const loading = mode !== 'create' && existing.isPending;
  return (
    <PageTitle title={t(`form.heading.${mode}`)}>
      <Text c="dimmed">{t('form.intro')}</Text>
      {loading ? (
        <Loader aria-label={i18n.t('common.loading')} />
      ) : mode !== 'create' && existing.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('form.loadFailed')}
        </Alert>
      ) : (
        // A new key when the source arrives or changes remounts the form with its values.
        <AdministrationForm
          key={`${mode}:${existing.data?.id ?? 'new'}`}
          mode={mode}
          adminId={adminId}
          initial={initial}
          language={language}
          t={t}
        />
      )}
    </PageTitle>
  );
}

export const CreateAdministrationScreen = () => <AdministrationFormScreen mode="create" />;
export const EditAdministrationScreen = () => <AdministrationFormScreen mode="edit" />;
export const DuplicateAdministrationScreen = () => <AdministrationFormScreen mode="duplicate" />;
