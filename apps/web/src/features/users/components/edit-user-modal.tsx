import { useState, type FormEvent } from 'react';
import {
  Button,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  DEMOGRAPHIC_TEXT_FIELDS,
  type AdminUser,
  type DemographicListField,
  type DemographicTextField,
  type TimeAccommodation,
  type UpdateUserRequest,
} from '@roar/contracts';
import { TimeAccommodationSelect } from '../../../components/time-accommodation.tsx';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { homeLocaleOf, homeLocaleOptions, homeLocaleValue } from '../../../lib/home-locale.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { localToday } from '../roster/mapping.ts';
import { gradeOptions, problemText } from './labels.ts';

/** The select's value for an adult without a grade. */
const NO_GRADE = 'none';

type Values = {
  first: string;
  middle: string;
  last: string;
  grade: string;
  dateOfBirth: string;
  /** The select value of homeLocale (homeLocaleValue). */
  homeLocale: string;
  timeAccommodation: TimeAccommodation;
} & Record<DemographicTextField | DemographicListField, string>;

function valuesOf(user: AdminUser): Values {
  const d = user.demographics;
  return {
    first: user.name.first ?? '',
    middle: user.name.middle ?? '',
    last: user.name.last ?? '',
    grade: user.grade ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    homeLocale: homeLocaleValue(user.homeLocale),
    timeAccommodation: user.timeAccommodation,
    gender: d.gender ?? '',
    ell_status: d.ell_status ?? '',
    iep_status: d.iep_status ?? '',
    frl_status: d.frl_status ?? '',
    hispanic_ethnicity: d.hispanic_ethnicity ?? '',
    state_id: d.state_id ?? '',
    race: (d.race ?? []).join(', '),
    home_language: (d.home_language ?? []).join(', '),
  };
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function requestOf(values: Values, isStudent: boolean): UpdateUserRequest {
  return {
    name: { first: values.first.trim(), middle: values.middle.trim(), last: values.last.trim() },
    grade: (values.grade || null) as UpdateUserRequest['grade'],
    dateOfBirth: values.dateOfBirth || null,
    demographics: {
      ...Object.fromEntries(DEMOGRAPHIC_TEXT_FIELDS.map((f) => [f, values[f].trim() || null])),
      race: list(values.race),
      home_language: list(values.home_language),
    },
    // Letters home are about students; the server ignores an adult's.
    ...(isStudent
      ? {
          homeLocale: homeLocaleOf(values.homeLocale),
          timeAccommodation: values.timeAccommodation,
        }
      : {}),
  };
}

/** Problems the form finds before asking the server (which checks the same). */
function check(values: Values, isStudent: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.first.trim()) problems.first = 'required';
  if (values.dateOfBirth && values.dateOfBirth > localToday()) problems.dateOfBirth = 'future_date';
  if (isStudent && !values.grade) problems.grade = 'required';
  if (isStudent && !values.dateOfBirth) problems.dateOfBirth = 'required';
  return problems;
}

/** Server field paths ('name.first', 'demographics.gender') to the form's field names. */
const formField = (path: string) => path.replace(/^name\./, '').replace(/^demographics\./, '');

interface Props {
  user: AdminUser;
  onClose: () => void;
  t: TFunction;
}

/**
 * Edits one user's names, grade, date of birth and demographics, and a student's language for
 * letters home and time accommodation.
 */
export function EditUserModal({ user, onClose, t }: Props) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const update = useUpdateUser();
  const isStudent = user.userType === 'student';
  const error = (field: string) => (problems[field] ? problemText(t, problems[field]) : undefined);
  const input = (field: keyof Values, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
      error={error(field)}
      {...extra}
    />
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values, isStudent);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ id: user.id, request: requestOf(values, isStudent) });
      toast.show({ severity: 'success', summary: t('edit.saved'), life: 5000 });
      onClose();
    } catch (err) {
      const fromServer = apiFieldErrors(err, { field: formField });
      if (Object.keys(fromServer).length > 0) setProblems(fromServer);
      else toast.show({ severity: 'error', summary: t('edit.saveFailed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('edit.title')} size="lg">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('edit.subtitle')}
          </Text>
          <Fieldset legend={t('edit.names')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {input('first', t('fields.firstName'), { required: true })}
              {input('middle', t('fields.middleName'))}
              {input('last', t('fields.lastName'))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('edit.school')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('fields.grade')}
                required={isStudent}
                data={
                  isStudent
                    ? gradeOptions(t)
                    : [{ value: NO_GRADE, label: t('edit.gradeNone') }, ...gradeOptions(t)]
                }
                value={values.grade || (isStudent ? null : NO_GRADE)}
                onChange={(grade) =>
                  setValues((current) => ({
                    ...current,
                    grade: grade && grade !== NO_GRADE ? grade : '',
                  }))
                }
                error={error('grade')}
                allowDeselect={false}
              />
              {input('dateOfBirth', t('fields.dateOfBirth'), {
                type: 'date',
                required: isStudent,
                max: localToday(),
                description: t('edit.dateHint'),
              })}
              {input('state_id', t('fields.state_id'))}
            </SimpleGrid>
          </Fieldset>
          {isStudent ? (
            <Fieldset legend={t('edit.letters')}>
              <Select
                label={t('fields.home_locale')}
                description={t('edit.homeLocaleHint')}
                data={homeLocaleOptions(t('edit.sameAsReader'))}
                value={values.homeLocale}
                onChange={(homeLocale) =>
                  setValues((current) => ({
                    ...current,
                    homeLocale: homeLocaleValue(homeLocaleOf(homeLocale)),
                  }))
                }
                error={error('homeLocale')}
                allowDeselect={false}
              />
            </Fieldset>
          ) : null}
          {isStudent ? (
            <Fieldset legend={t('edit.accommodations')}>
              <TimeAccommodationSelect
                value={values.timeAccommodation}
                onChange={(timeAccommodation) =>
                  setValues((current) => ({ ...current, timeAccommodation }))
                }
                error={error('timeAccommodation')}
              />
            </Fieldset>
          ) : null}
          <Fieldset legend={t('edit.demographics')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('gender', t('fields.gender'))}
              {input('ell_status', t('fields.ell_status'))}
              {input('iep_status', t('fields.iep_status'))}
              {input('frl_status', t('fields.frl_status'))}
              {input('hispanic_ethnicity', t('fields.hispanic_ethnicity'))}
              {input('race', t('fields.race'), { description: t('edit.listHint') })}
              {input('home_language', t('fields.home_language'), {
                description: t('edit.listHint'),
              })}
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
