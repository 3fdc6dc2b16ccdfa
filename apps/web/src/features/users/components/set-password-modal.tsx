import type { TFunction } from 'i18next';
import type { AdminUser } from '@roar/contracts';
import { PupilPasswordDialog } from '../../../components/pupil-password-dialog.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetUserPassword } from '../api/update-user.ts';
import { problemText, userName } from './labels.ts';

interface Props {
  user: AdminUser;
  onClose: () => void;
  t: TFunction;
}

/** An administrator sets a pupil's new password; the pupil is signed out everywhere. */
export function SetPasswordModal({ user, onClose, t }: Props) {
  const setUserPassword = useSetUserPassword();
  const name = userName(user);
  return (
    <PupilPasswordDialog
      title={t('setPassword.title', { name })}
      message={t('setPassword.message')}
      labels={{
        newPassword: t('setPassword.newPassword'),
        cancel: t('setPassword.cancel'),
        confirm: t('setPassword.confirm'),
      }}
      problemText={(code) => problemText(t, code)}
      save={(password) => setUserPassword.mutateAsync({ id: user.id, password })}
      pending={setUserPassword.isPending}
      onSaved={() => {
        toast.show({ severity: 'success', summary: t('setPassword.done', { name }), life: 5000 });
        onClose();
      }}
      onFailed={(error) => {
        const adult = isApiRequestError(error) && error.code === 'conflict';
        toast.show({
          severity: 'error',
          summary: t(adult ? 'setPassword.notStudent' : 'setPassword.failed'),
        });
      }}
      onClose={onClose}
    />
  );
}
