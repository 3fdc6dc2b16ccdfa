import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Loader, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import {
  CREATABLE_ORG_TYPES,
  OrgCreateInputSchema,
  type CreatableOrgType,
  type OrgAddress,
} from '@roar/contracts';
import './components/styles.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateOrg } from './api/save-org.ts';
import { AddressFields, compactAddress } from './components/address-fields.tsx';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from './components/field-errors.ts';
import { gradeOptions } from './components/grade-options.ts';
import { OrgSelect } from './components/org-select.tsx';
import { orgsMessages } from './i18n/messages.ts';

interface Values {
  districtId: string | null;
  schoolId: string | null;
  parentId: string | null;
  name: string;
  abbreviation: string;
  grade: string | null;
  ncesId: string;
  address: OrgAddress;
  tags: string[];
  isTest: boolean;
}

const EMPTY: Values = {
  districtId: null,
  schoolId: null,
  parentId: null,
  name: '',
  abbreviation: '',
  grade: null,
  ncesId: '',
  address: {},
  tags: [],
  isTest: false,
};

/** What the form sends for a type: only the fields that type has, empty ones left out. */
function inputOf(type: CreatableOrgType, v: Values) {
  return {
    type,
    name: v.name,
    abbreviation: v.abbreviation,
    ...(type === 'school' || type === 'class' ? { districtId: v.districtId ?? undefined } : {}),
    ...(type === 'class' ? { schoolId: v.schoolId ?? undefined, grade: v.grade ?? undefined } : {}),
    ...(type === 'group' && v.parentId ? { parentId: v.parentId } : {}),
    ...((type === 'district' || type === 'school') && v.ncesId.trim()
      ? { ncesId: v.ncesId.trim() }
      : {}),
    address: compactAddress(v.address),
    tags: v.tags,
    isTest: v.isTest,
  };
}

/** /create-orgs: a district, school, class or group with its parent, details and address. */
export function CreateOrgsScreen() {
  const { t, ready } = useFeatureTranslation(orgsMessages);
  const create = useCreateOrg();
  const [type, setType] = useState<CreatableOrgType | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  if (!ready) return <Loader aria-label={t('common.loading', { ns: 'translation' })} />;
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const typeName = type ? t(`types.${type}`) : '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!type) {
      setErrors({ type: t('errors.required') });
      return;
    }
    const parsed = OrgCreateInputSchema.safeParse(inputOf(type, values));
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error.issues));
      return;
    }
    try {
      const org = await create.mutateAsync(parsed.data);
      toast.show({
        severity: 'success',
        summary: t('create.created'),
        detail: t('create.createdDetail', { name: org.name }),
        life: 5000,
      });
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const fields = apiFieldErrors(t, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        const forbidden = isApiRequestError(error) && error.code === 'forbidden';
        toast.show({
          severity: 'error',
          summary: t('create.failed'),
          detail: t(forbidden ? 'errors.forbidden' : 'errors.generic'),
        });
      }
    }
  }

  return (
    <PageTitle title={t('create.title')}>
      <Stack gap="md" maw={640}>
        <Text c="dimmed">{t('create.intro')}</Text>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={create.isPending}>
          <Stack gap="sm">
            <Select
              label={t('create.type')}
              placeholder={t('create.typePlaceholder')}
              required
              data={CREATABLE_ORG_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              value={type}
              onChange={(next) => {
                setType(next as CreatableOrgType | null);
                setErrors({});
              }}
              error={errors.type}
              allowDeselect={false}
            />
            {type && (
              <>
                {(type === 'school' || type === 'class') && (
                  <OrgSelect
                    t={t}
                    type="district"
                    label={t('create.district')}
                    required
                    value={values.districtId}
                    onChange={(id) => {
                      set('districtId', id);
                      set('schoolId', null);
                    }}
                    error={errors.districtId}
                  />
                )}
                {type === 'class' && (
                  <OrgSelect
                    t={t}
                    type="school"
                    label={t('create.school')}
                    required
                    disabled={!values.districtId}
                    placeholder={values.districtId ? undefined : t('create.schoolNeedsDistrict')}
                    filter={{ districtId: values.districtId ?? undefined }}
                    value={values.schoolId}
                    onChange={(id) => set('schoolId', id)}
                    error={errors.schoolId}
                  />
                )}
                {type === 'group' && (
                  <OrgSelect
                    t={t}
                    type="group"
                    label={t('create.parentGroup')}
                    description={t('create.parentGroupHint')}
                    includeSubgroups
                    value={values.parentId}
                    onChange={(id) => set('parentId', id)}
                    error={errors.parentId}
                  />
                )}
                <TextInput
                  label={t('create.name', { type: typeName })}
                  required
                  value={values.name}
                  onChange={(event) => set('name', event.currentTarget.value)}
                  error={errors.name}
                />
                <TextInput
                  label={t('create.abbreviation', { type: typeName })}
                  required
                  value={values.abbreviation}
                  onChange={(event) => set('abbreviation', event.currentTarget.value)}
                  error={errors.abbreviation}
                />
                {type === 'class' && (
                  <Select
                    label={t('create.grade')}
                    required
                    data={gradeOptions(t)}
                    value={values.grade}
                    onChange={(grade) => set('grade', grade)}
                    error={errors.grade}
                  />
                )}
                {(type === 'district' || type === 'school') && (
                  <TextInput
                    label={t('create.ncesId')}
                    description={t(
                      type === 'district' ? 'create.ncesHintDistrict' : 'create.ncesHintSchool',
                    )}
                    inputMode="numeric"
                    value={values.ncesId}
                    onChange={(event) => set('ncesId', event.currentTarget.value)}
                    error={errors.ncesId}
                  />
                )}
                <AddressFields
                  t={t}
                  legend={t('address.legend', { type: typeName })}
                  value={values.address}
                  onChange={(address) => set('address', address)}
                />
                <TagsInput
                  label={t('create.tags')}
                  description={t('create.tagsHint')}
                  value={values.tags}
                  onChange={(tags) => set('tags', tags)}
                  error={errors.tags}
                  clearable
                />
                <Checkbox
                  label={t('create.isTest')}
                  checked={values.isTest}
                  onChange={(event) => set('isTest', event.currentTarget.checked)}
                />
                <div>
                  <Button type="submit" loading={create.isPending}>
                    {t('create.submit', { type: typeName })}
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </form>
      </Stack>
    </PageTitle>
  );
}
