import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { passwordProblems, type AdminUser } from '@roar/contracts';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetUserPassword } from '../api/update-user.ts';
import { problemText, userName } from './labels.ts';

interface Props {
  user: AdminUser;
  onClose: () => void;
  t: TFunction;
}

/**
 * An administrator sets a pupil's new password (pupils have no password page of their own): the
 * rules are checked as it is typed, the server's refusal (a broken rule, a too common password)
 * shows on the field, and the pupil is signed out everywhere.
 */
export function SetPasswordModal({ user, onClose, t }: Props) {
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setUserPassword = useSetUserPassword();
  const name = userName(user);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setUserPassword.isPending) return;
    const [broken] = passwordProblems(password);
    setProblem(broken ?? null);
    if (broken) return;
    try {
      await setUserPassword.mutateAsync({ id: user.id, password });
      toast.show({ severity: 'success', summary: t('setPassword.done', { name }), life: 5000 });
      onClose();
    } catch (error) {
      const fromServer = apiFieldErrors(error).password;
      if (fromServer) setProblem(fromServer);
      else if (isApiRequestError(error) && error.code === 'conflict') {
        toast.show({ severity: 'error', summary: t('setPassword.notStudent') });
      } else toast.show({ severity: 'error', summary: t('setPassword.failed') });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('setPassword.title', { name })}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={setUserPassword.isPending}
      >
        <Stack gap="md">
          <Text>{t('setPassword.message')}</Text>
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
            error={problem ? problemText(t, problem) : undefined}
            visibilityToggleButtonProps={{
              'aria-label': t('auth.signIn.togglePassword', { ns: 'translation' }),
            }}
          />
          <PasswordChecklist id={rulesId} password={password} />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('setPassword.cancel')}
            </Button>
            <Button type="submit" loading={setUserPassword.isPending}>
              {t('setPassword.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
