import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { passwordProblems, type FamilyChild } from '@roar/contracts';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetChildPassword } from '../api/children.ts';
import { fieldMessage } from './field-messages.ts';

export interface SetChildPasswordDialogProps {
  child: FamilyChild;
  onClose: () => void;
  t: TFunction;
}

/**
 * A parent sets a new password for one of their children (children have no password page of
 * their own): the rules are checked as it is typed, the server's refusal (a broken rule, a too
 * common password) shows on the field, and the child is signed out everywhere.
 */
export function SetChildPasswordDialog({ child, onClose, t }: SetChildPasswordDialogProps) {
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setChildPassword = useSetChildPassword();
  const name = child.displayName;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setChildPassword.isPending) return;
    const [broken] = passwordProblems(password);
    setProblem(broken ?? null);
    if (broken) return;
    try {
      await setChildPassword.mutateAsync({ id: child.id, password });
      toast.show({ severity: 'success', summary: t('setPassword.done', { name }), life: 5000 });
      onClose();
    } catch (error) {
      const fromServer = apiFieldErrors(error).password;
      if (fromServer) setProblem(fromServer);
      else toast.show({ severity: 'error', summary: t('setPassword.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('setPassword.title', { name })}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={setChildPassword.isPending}
      >
        <Stack gap="md">
          <Text>{t('setPassword.message', { name })}</Text>
          <PasswordInput
            name="password"
            label={t('setPassword.newPassword')}
            autoComplete="new-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setProblem(null);
            }}
            aria-describedby={rulesId}
            error={problem ? fieldMessage(problem, t) : undefined}
            visibilityToggleButtonProps={{
              'aria-label': t('auth.signIn.togglePassword', { ns: 'translation' }),
            }}
          />
          <PasswordChecklist id={rulesId} password={password} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('setPassword.cancel')}
            </Button>
            <Button type="submit" loading={setChildPassword.isPending}>
              {t('setPassword.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
