import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { TOAST_POSITION } from '../lib/toast.ts';

/** The toast container itself (loaded with the first toast). */
export default function ToastOutlet() {
  return <Notifications position={TOAST_POSITION} limit={5} zIndex={1000} />;
}
