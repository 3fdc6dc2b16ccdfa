import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_DEFAULT_POSITION, TOAST_SEVERITIES, type ToastSeverity } from '@roar/contracts';

export { TOAST_SEVERITIES, type ToastSeverity };

type NotificationPosition = NonNullable<NotificationData['position']>;

/** A toast notification of docs/product/data.md section 7. */
export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds until it closes by itself; without it the toast stays until closed. */
  life?: number;
  /** Whether the user can close it. Default true. */
  closable?: boolean;
  position?: NotificationPosition;
}

/** Theme colour of each severity. */
export const TOAST_COLORS: Record<ToastSeverity, string> = {
  info: 'blue',
  success: 'green',
  warn: 'yellow',
  error: 'red',
  secondary: 'gray',
  contrast: 'dark',
};

export const TOAST_POSITION: NotificationPosition = TOAST_DEFAULT_POSITION;

let closeLabel = 'Close';

/** The close button's accessible name in the current language (set by ToastProvider). */
export function setToastCloseLabel(label: string): void {
  closeLabel = label;
}

/** Shows a toast and returns its id. Callers pass localised text. */
function show(message: ToastMessage): string {
  const closable = message.closable !== false;
  return notifications.show({
    title: message.detail === undefined ? undefined : message.summary,
    message: message.detail ?? message.summary,
    color: TOAST_COLORS[message.severity],
    autoClose: message.life ?? false,
    withCloseButton: closable,
    closeButtonProps: { 'aria-label': closeLabel },
    allowClose: closable,
    position: message.position ?? TOAST_POSITION,
    'data-severity': message.severity,
  });
}

export const toast = {
  show,
  hide: (id: string) => notifications.hide(id),
  clear: () => notifications.clean(),
};
