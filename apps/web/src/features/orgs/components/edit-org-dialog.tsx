import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  OrgUpdateInputSchema,
  orgUpdateProblems,
  type OrgAddress,
  type OrgSummary,
} from '@roar/contracts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOrg } from '../api/save-org.ts';
import { AddressFields, compactAddress } from './address-fields.tsx';
import { apiFieldErrors, fieldMessage, zodFieldErrors, type FieldErrors } from './field-errors.ts';
import { gradeOptions } from './grade-options.ts';
import { OrgSelect } from './org-select.tsx';

interface Props {
  t: TFunction;
  org: OrgSummary;
  /** Super admins may move a school to another district or a class to another school. */
  canMove: boolean;
  onClose: () => void;
}

/** The 'Edit organization' dialog of /list-orgs. */
export function EditOrgDialog({ t, org, canMove, onClose }: Props) {
  const update = useUpdateOrg();
  const [name, setName] = useState(org.name);
  const [abbreviation, setAbbreviation] = useState(org.abbreviation ?? '');
  const [grade, setGrade] = useState(org.grade);
  const [ncesId, setNcesId] = useState(org.ncesId ?? '');
  const [address, setAddress] = useState<OrgAddress>(org.address ?? {});
  const [tags, setTags] = useState(org.tags);
  const [isTest, setIsTest] = useState(org.isTest);
  const [surveyAnswersToTeachers, setSurveyAnswersToTeachers] = useState(
    org.surveyAnswersToTeachers ?? false,
  );
  const [parentId, setParentId] = useState(org.parentId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isDistrict = org.type === 'district';
  const hasNces = isDistrict || org.type === 'school';
  const movable = canMove && (org.type === 'school' || org.type === 'class');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = OrgUpdateInputSchema.safeParse({
      name,
      abbreviation,
      ...(org.type === 'class' && grade ? { grade } : {}),
      ...(hasNces ? { ncesId: ncesId.trim() || null } : {}),
      address: compactAddress(address) ?? null,
      tags,
      isTest,
      // A district's own setting (docs/decisions/028-survey.md): off, teachers see counts only.
      ...(isDistrict ? { surveyAnswersToTeachers } : {}),
      ...(movable && parentId && parentId !== org.parentId
        ? { [org.type === 'school' ? 'districtId' : 'schoolId']: parentId }
        : {}),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(t, parsed.error.issues));
    const problems = orgUpdateProblems(org.type, parsed.data);
    if (Object.keys(problems).length > 0) {
      return setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([field, code]) => [field, fieldMessage(t, field, code)]),
        ),
      );
    }
    try {
      await update.mutateAsync({ id: org.id, input: parsed.data });
      toast.show({ severity: 'success', summary: t('edit.saved'), life: 5000 });
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(t, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        toast.show({ severity: 'error', summary: t('edit.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('edit.title')} size="lg">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending}>
        <Stack gap="sm">
          {movable && (
            <OrgSelect
              t={t}
              type={org.type === 'school' ? 'district' : 'school'}
              label={t(org.type === 'school' ? 'create.district' : 'create.school')}
              required
              filter={org.type === 'class' && org.districtId ? { districtId: org.districtId } : {}}
              value={parentId}
              onChange={setParentId}
              error={errors.districtId ?? errors.schoolId}
            />
          )}
          <TextInput
            label={t('list.columns.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label={t('list.columns.abbreviation')}
            required
            value={abbreviation}
            onChange={(e) => setAbbreviation(e.currentTarget.value)}
            error={errors.abbreviation}
          />
          {org.type === 'class' && (
            <Select
              label={t('create.grade')}
              data={gradeOptions(t)}
              value={grade}
              onChange={setGrade}
              error={errors.grade}
              allowDeselect={false}
            />
          )}
          {hasNces && (
            <TextInput
              label={t('create.ncesId')}
              description={t(
                org.type === 'district' ? 'create.ncesHintDistrict' : 'create.ncesHintSchool',
              )}
              inputMode="numeric"
              value={ncesId}
              onChange={(e) => setNcesId(e.currentTarget.value)}
              error={errors.ncesId}
            />
          )}
          <AddressFields
            t={t}
            legend={t('address.legend', { type: t(`types.${org.type}`) })}
            value={address}
            onChange={setAddress}
          />
          <TagsInput label={t('create.tags')} value={tags} onChange={setTags} error={errors.tags} />
          <Checkbox
            label={t('create.isTest')}
            checked={isTest}
            onChange={(e) => setIsTest(e.currentTarget.checked)}
          />
          {isDistrict && (
            <Checkbox
              label={t('edit.surveyAnswersToTeachers')}
              description={t('edit.surveyAnswersToTeachersHint')}
              checked={surveyAnswersToTeachers}
              onChange={(e) => setSurveyAnswersToTeachers(e.currentTarget.checked)}
              error={errors.surveyAnswersToTeachers}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
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
