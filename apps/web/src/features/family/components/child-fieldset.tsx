import { useId } from 'react';
import { Button, Fieldset, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { CHILD_GRADES } from '@roar/contracts';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { ActivationCodeField } from './activation-code-field.tsx';
import type { ChildDraft } from './child-draft.ts';

export interface ChildFieldsetProps {
  index: number;
  child: ChildDraft;
  /** Messages by field name (username, password, confirm, ...). */
  errors: Record<string, string>;
  onChange: (changes: Partial<ChildDraft>) => void;
  /** Absent when the child cannot be removed (the only one). */
  onRemove?: (() => void) | undefined;
  t: TFunction;
}

/** The fields of one child: sign-in, date of birth, grade, optional names and code. */
export function ChildFieldset({ index, child, errors, onChange, onRemove, t }: ChildFieldsetProps) {
  const rulesId = useId();
  const number = index + 1;
  const gradeLabel = (grade: string) =>
    /^\d+$/.test(grade) ? t('grades.number', { grade }) : t(`grades.${grade}`);
  const toggleLabel = { 'aria-label': t('auth.signIn.togglePassword', { ns: 'translation' }) };
  return (
    <Fieldset legend={t('students.childLegend', { number })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('students.username')}
          description={t('students.usernameHelp')}
          required
          autoComplete="off"
          value={child.username}
          onChange={(e) => onChange({ username: e.currentTarget.value })}
          error={errors.username}
        />
        <Select
          label={t('students.grade')}
          placeholder={t('students.gradePlaceholder')}
          required
          data={CHILD_GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
          value={child.grade}
          onChange={(grade) => onChange({ grade })}
          error={errors.grade}
          allowDeselect={false}
        />
        <PasswordInput
          label={t('students.password')}
          required
          autoComplete="new-password"
          value={child.password}
          onChange={(e) => onChange({ password: e.currentTarget.value })}
          error={errors.password}
          aria-describedby={rulesId}
          visibilityToggleButtonProps={toggleLabel}
        />
        <PasswordInput
          label={t('students.confirmPassword')}
          required
          autoComplete="new-password"
          value={child.confirm}
          onChange={(e) => onChange({ confirm: e.currentTarget.value })}
          error={errors.confirm}
          visibilityToggleButtonProps={toggleLabel}
        />
        <PasswordChecklist id={rulesId} password={child.password} />
        <TextInput
          type="date"
          label={t('students.dateOfBirth')}
          required
          value={child.dateOfBirth}
          onChange={(e) => onChange({ dateOfBirth: e.currentTarget.value })}
          error={errors.dateOfBirth}
        />
        <TextInput
          label={t('students.firstName')}
          autoComplete="off"
          value={child.firstName}
          onChange={(e) => onChange({ firstName: e.currentTarget.value })}
          error={errors.firstName}
        />
        <TextInput
          label={t('students.lastName')}
          autoComplete="off"
          value={child.lastName}
          onChange={(e) => onChange({ lastName: e.currentTarget.value })}
          error={errors.lastName}
        />
        <ActivationCodeField
          label={t('students.activationCode')}
          value={child.activationCode}
          onChange={(activationCode) => onChange({ activationCode })}
          error={errors.activationCode}
          t={t}
        />
      </SimpleGrid>
      {onRemove ? (
        <Button
          mt="sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={onRemove}
        >
          {t('students.removeChild', { number })}
        </Button>
      ) : null}
    </Fieldset>
  );
}
