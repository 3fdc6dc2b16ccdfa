import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddChildren } from '../api/children.ts';
import { childProblems, emptyChild, toChildInputs, type ChildDraft } from './child-draft.ts';
import { ChildrenFields } from './children-fields.tsx';
import { childFieldPath, formMessage } from './field-messages.ts';

export interface AddChildrenDialogProps {
  opened: boolean;
  onClose: () => void;
  t: TFunction;
}

/**
 * A signed-in parent adds children to their family (POST /api/admin/family/children); the
 * children list refreshes when they are saved.
 */
export function AddChildrenDialog({ opened, onClose, t }: AddChildrenDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('home.addChild')}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* Mounted while open only: every opening starts with one empty child. */}
      {opened ? <AddChildrenForm onDone={onClose} t={t} /> : null}
    </Modal>
  );
}

function AddChildrenForm({ onDone, t }: { onDone: () => void; t: TFunction }) {
  const add = useAddChildren();
  const [children, setChildren] = useState<ChildDraft[]>(() => [emptyChild()]);
  /** Problem codes by field path (students.<i>.<field>, students). */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    setFormError(null);
    const problems = childProblems(children, new Date().toISOString().slice(0, 10));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await add.mutateAsync(toChildInputs(children));
      toast.show({ severity: 'success', summary: t('students.saved'), life: 6000 });
      onDone();
    } catch (error) {
      const childErrors = apiFieldErrors(error, { field: childFieldPath });
      if (Object.keys(childErrors).length > 0) setErrors(childErrors);
      else {
        const code = isApiRequestError(error) ? error.code : null;
        setFormError(formMessage(code, apiFieldErrors(error), t));
      }
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={add.isPending}>
      <Stack gap="md">
        <ChildrenFields
          students={children}
          onChange={(next, structural) => {
            setChildren(next);
            if (structural) setErrors({});
          }}
          errors={errors}
          newChild={() => emptyChild()}
          t={t}
        />
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('students.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('students.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
