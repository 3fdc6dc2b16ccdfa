import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveAdministration } from '../api/save-administration.ts';
import {
  NAME_MAX,
  errorsFromServer,
  toAdministrationInput,
  validateForm,
  type AdministrationFormValues,
  type FormErrors,
  type FormField,
  type FormMode,
} from '../form/form-values.ts';
import { AssessmentPicker } from './assessment-picker.tsx';
import { DateRangeField, todayString } from './date-range-field.tsx';
import { OrgPicker } from './org-picker.tsx';
import { SelectedAssessments } from './selected-assessments.tsx';

/** Element ids per field: the first invalid one gets focus after a failed submit. */
const IDS: Record<FormField, string> = {
  name: 'administration-name',
  publicName: 'administration-public-name',
  dates: 'administration-dates',
  orgs: 'administration-orgs',
  assessments: 'administration-assessments',
  sequential: 'administration-sequential-yes',
  legal: 'administration-consent',
  isTest: 'administration-test',
};
const ORDER = Object.keys(IDS) as FormField[];

interface Props {
  mode: FormMode;
  /** The administration being edited (edit mode only). */
  adminId?: string;
  initial: AdministrationFormValues;
  language: string;
  t: TFunction;
}

function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <Text id={id} c="red" size="sm" role="alert">
      {children}
    </Text>
  ) : null;
}

/** Create, edit or duplicate an administration. */
export function AdministrationForm({ mode, adminId, initial, language, t }: Props) {
  const navigate = useNavigate();
  const save = useSaveAdministration();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [today] = useState(todayString);

  function set<K extends keyof AdministrationFormValues>(
    key: K,
    value: AdministrationFormValues[K],
    field: FormField = key as FormField,
  ) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }
  const message = (field: FormField) =>
    errors[field] ? t(`form.errors.${errors[field]}`) : undefined;

  function showErrors(found: FormErrors) {
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) document.getElementById(IDS[first])?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateForm(values, mode, today);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    try {
      await save.mutateAsync({
        id: mode === 'edit' ? adminId : undefined,
        input: toAdministrationInput(values),
      });
      toast.show({
        severity: 'success',
        summary: t(mode === 'edit' ? 'form.updated' : 'form.created'),
        life: 5000,
      });
      void navigate(paths.home);
    } catch (error) {
      const fromServer = isApiRequestError(error) ? errorsFromServer(error.fields) : {};
      if (Object.keys(fromServer).length > 0) showErrors(fromServer);
      else toast.show({ severity: 'error', summary: t('form.saveFailed') });
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
      <Stack gap="lg">
        {hasErrors ? (
          <Alert color="red" variant="light">
            {t('form.fixErrors')}
          </Alert>
        ) : null}
        <TextInput
          id={IDS.name}
          label={t('form.name')}
          description={t('form.nameHint')}
          required
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={message('name')}
        />
        <TextInput
          id={IDS.publicName}
          label={t('form.publicName')}
          description={t('form.publicNameHint')}
          required
          maxLength={NAME_MAX}
          value={values.publicName}
          onChange={(event) => set('publicName', event.currentTarget.value)}
          error={message('publicName')}
        />
        <DateRangeField
          id={IDS.dates}
          value={values.dates}
          onChange={(dates) => set('dates', dates)}
          minDate={mode === 'edit' ? undefined : today}
          error={message('dates')}
          language={language}
          t={t}
        />
        <Fieldset
          legend={t('orgPicker.legend')}
          id={IDS.orgs}
          tabIndex={-1}
          aria-describedby={errors.orgs ? 'orgs-error' : undefined}
        >
          <Stack gap="xs">
            <OrgPicker value={values.orgs} onChange={(orgs) => set('orgs', orgs)} t={t} />
            <FieldError id="orgs-error">{message('orgs')}</FieldError>
          </Stack>
        </Fieldset>
        <Fieldset
          legend={t('assessmentPicker.legend')}
          id={IDS.assessments}
          tabIndex={-1}
          aria-describedby={errors.assessments ? 'assessments-error' : undefined}
        >
          <Stack gap="md">
            <AssessmentPicker
              selected={values.assessments}
              onChange={(assessments) => set('assessments', assessments)}
              t={t}
            />
            <SelectedAssessments
              selected={values.assessments}
              onChange={(assessments) => set('assessments', assessments)}
              t={t}
            />
            <FieldError id="assessments-error">{message('assessments')}</FieldError>
          </Stack>
        </Fieldset>
        <Radio.Group
          label={t('form.sequential')}
          required
          value={values.sequential === null ? null : values.sequential ? 'yes' : 'no'}
          onChange={(value) => set('sequential', value === 'yes')}
          error={message('sequential')}
        >
          <Group mt="xs">
            <Radio id={IDS.sequential} value="yes" label={t('form.yes')} />
            <Radio value="no" label={t('form.no')} />
          </Group>
        </Radio.Group>
        <Fieldset
          legend={t('form.legal')}
          aria-describedby={errors.legal ? 'legal-error' : undefined}
        >
          <Stack gap="xs">
            <Checkbox
              id={IDS.legal}
              label={t('form.consent')}
              checked={values.consent}
              disabled={values.noLegal}
              onChange={(event) => set('consent', event.currentTarget.checked, 'legal')}
            />
            <Checkbox
              label={t('form.assent')}
              checked={values.assent}
              disabled={values.noLegal}
              onChange={(event) => set('assent', event.currentTarget.checked, 'legal')}
            />
            <Checkbox
              label={t('form.noLegal')}
              checked={values.noLegal}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({
                  ...current,
                  noLegal: checked,
                  consent: checked ? false : current.consent,
                  assent: checked ? false : current.assent,
                }));
                setErrors((current) => ({ ...current, legal: undefined }));
              }}
            />
            <FieldError id="legal-error">{message('legal')}</FieldError>
          </Stack>
        </Fieldset>
        <Checkbox
          id={IDS.isTest}
          label={t('form.isTest')}
          description={t('form.isTestHint')}
          checked={values.isTest}
          onChange={(event) => set('isTest', event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(`form.submit.${mode}`)}
          </Button>
          <Button variant="default" onClick={() => void navigate(paths.home)}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
