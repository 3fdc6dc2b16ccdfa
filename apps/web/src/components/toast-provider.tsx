import { Suspense, lazy, useEffect, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { setToastCloseLabel } from '../lib/toast.ts';

// The container's code (transitions, scroll locking) loads with the first toast, not the first page.
const ToastOutlet = lazy(() => import('./toast-outlet.tsx'));

/** Where toasts of `lib/toast.ts` render; mounted once in the providers. */
export function ToastProvider() {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  useEffect(() => setToastCloseLabel(closeLabel), [closeLabel]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
