import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { ChildFieldset } from './child-fieldset.tsx';
import type { ChildDraft } from './child-draft.ts';
import { fieldMessage } from './field-messages.ts';

export interface ChildrenFieldsProps {
  students: ChildDraft[];
  /** Every change of the list; a child added or removed also clears `errors` (indices move). */
  onChange: (children: ChildDraft[], structural: boolean) => void;
  /** Problem codes by field path (students.<i>.<field>, or students for the whole list). */
  errors: Record<string, string>;
  /** A new, empty child (prefilled with the registration's activation code, say). */
  newChild: () => ChildDraft;
  t: TFunction;
}

/** Problem codes of child `index`, by field name, as messages. */
function messagesOf(errors: Record<string, string>, index: number, t: TFunction) {
  const prefix = `students.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, code]) => [path.slice(prefix.length), fieldMessage(code, t)]),
  );
}

/**
 * The children of a family form, as used by the registration's child step and the parent home's
 * add-a-child dialog: one fieldset per child, remove any, add another.
 */
export function ChildrenFields({
  students: children,
  onChange,
  errors,
  newChild,
  t,
}: ChildrenFieldsProps) {
  const update = (index: number, changes: Partial<ChildDraft>) =>
    onChange(
      children.map((child, i) => (i === index ? { ...child, ...changes } : child)),
      false,
    );
  return (
    <Stack gap="md">
      {children.map((child, index) => (
        <ChildFieldset
          key={child.key}
          index={index}
          child={child}
          errors={messagesOf(errors, index, t)}
          onChange={(changes) => update(index, changes)}
          onRemove={() =>
            onChange(
              children.filter((_, i) => i !== index),
              true,
            )
          }
          t={t}
        />
      ))}
      {children.length === 0 ? <Text>{t('students.none')}</Text> : null}
      {errors.students ? (
        <Text c="red" size="sm" role="alert">
          {fieldMessage(errors.students, t)}
        </Text>
      ) : null}
      <div>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onChange([...children, newChild()], true)}
        >
          {children.length > 0 ? t('students.addChild') : t('students.addFirst')}
        </Button>
      </div>
    </Stack>
  );
}
