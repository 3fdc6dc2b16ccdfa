import type { TFunction } from 'i18next';
import type { FamilyChild } from '@roar/contracts';
import { PupilPasswordDialog } from '../../../components/pupil-password-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSetChildPassword } from '../api/children.ts';
import { fieldMessage } from './field-messages.ts';

export interface SetChildPasswordDialogProps {
  child: FamilyChild;
  onClose: () => void;
  t: TFunction;
}

/** A parent sets a new password for one of their children; the child is signed out everywhere. */
export function SetChildPasswordDialog({ child, onClose, t }: SetChildPasswordDialogProps) {
  const setChildPassword = useSetChildPassword();
  const name = child.displayName;
  return (
    <PupilPasswordDialog
      title={t('setPassword.title', { name })}
      message={t('setPassword.message', { name })}
      labels={{
        newPassword: t('setPassword.newPassword'),
        cancel: t('setPassword.cancel'),
        confirm: t('setPassword.confirm'),
      }}
      problemText={(code) => fieldMessage(code, t)}
      save={(password) => setChildPassword.mutateAsync({ id: child.id, password })}
      pending={setChildPassword.isPending}
      onSaved={() => {
        toast.show({ severity: 'success', summary: t('setPassword.done', { name }), life: 5000 });
        onClose();
      }}
      onFailed={() => toast.show({ severity: 'error', summary: t('setPassword.failed') })}
      onClose={onClose}
    />
  );
}
