// Alerts of spec 000 section 4: auto-close after 5 s, 10 s for danger, unless autoclose is off;
// `duration` (ms) sets another auto-close time for one alert (a transient form-level notice).
// An alert identical to one on screen (same variant and text) replaces it rather than stacking,
// and a new alert shows at once: beyond ALERT_LIMIT the oldest goes, nothing waits in a queue
// (a queued answer surfaced seconds after the action it answered).
// The store alone (vite.config.ts): the <Notifications> component loads with the first alert (src/App.tsx).
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications/store';

export const ALERT_AUTOCLOSE_MS = 5000;
export const ALERT_DANGER_AUTOCLOSE_MS = 10000;
/** Alerts on screen at once (Mantine's default <Notifications limit>, which the shell keeps). */
export const ALERT_LIMIT = 5;

export type AlertVariant = 'success' | 'danger';

/** The success alert of an action whose reply gives no message of its own. */
export const REQUEST_COMPLETED = 'Request completed successfully';

export interface AlertOptions {
  message: string;
  variant?: AlertVariant;
  autoclose?: boolean;
  /** Auto-close after this many ms instead of the variant's default (ignored when autoclose is false). */
  duration?: number;
}

let sequence = 0;

export function showAlert({ message, variant = 'danger', autoclose = true, duration }: AlertOptions): void {
  const timeout = duration ?? (variant === 'danger' ? ALERT_DANGER_AUTOCLOSE_MS : ALERT_AUTOCLOSE_MS);
  const key = `${variant}:${message}`;
  // A new id each time: the replacing alert starts its own auto-close time.
  const alert: NotificationData = {
    id: `alert-${++sequence}`,
    message,
    color: variant === 'danger' ? 'red' : 'green',
    autoClose: autoclose ? timeout : false,
    withCloseButton: true,
    'data-alert': key,
  };
  notifications.updateState(notificationsStore, (shown) => [...shown.filter((n) => n['data-alert'] !== key), alert].slice(-ALERT_LIMIT));
}
