import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordProblems } from '@roar/contracts';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../lib/field-errors.ts';
import { PasswordChecklist } from './password-checklist.tsx';

export interface PupilPasswordDialogProps {
  title: string;
  message: string;
  labels: { newPassword: string; cancel: string; confirm: string };
  /** The text of a password problem code (a broken rule, `password_too_common`). */
  problemText: (code: string) => string;
  /** Sends the new password; rejects with the server's answer. */
  save: (password: string) => Promise<void>;
  pending: boolean;
  onSaved: () => void;
  /** Any refusal that is not about the field (it shows on the field otherwise). */
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/**
 * An adult sets a pupil's new password (pupils have no password page of their own: an
 * administrator from the users list, a parent from the parent home): the rules are checked as it
 * is typed, the server's refusal (a broken rule, a too common password) shows on the field.
 */
export function PupilPasswordDialog(props: PupilPasswordDialogProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    const [broken] = passwordProblems(password);
    setProblem(broken ?? null);
    if (broken) return;
    try {
      await props.save(password);
      props.onSaved();
    } catch (error) {
      const fromServer = apiFieldErrors(error).password;
      if (fromServer) setProblem(fromServer);
      else props.onFailed(error);
    }
  }

  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={props.pending}>
        <Stack gap="md">
          <Text>{props.message}</Text>
          <PasswordInput
            name="password"
            label={props.labels.newPassword}
            autoComplete="new-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setProblem(null);
            }}
            aria-describedby={rulesId}
            error={problem ? props.problemText(problem) : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
          <PasswordChecklist id={rulesId} password={password} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {props.labels.cancel}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.labels.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
