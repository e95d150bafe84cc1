// Alerts of spec 000 section 4: auto-close after 5 s, 10 s for danger, unless autoclose is off;
// `duration` (ms) sets another auto-close time for one alert (a transient form-level notice).
import { notifications } from '@mantine/notifications';

export const ALERT_AUTOCLOSE_MS = 5000;
export const ALERT_DANGER_AUTOCLOSE_MS = 10000;

export type AlertVariant = 'success' | 'danger';

export interface AlertOptions {
  message: string;
  variant?: AlertVariant;
  autoclose?: boolean;
  /** Auto-close after this many ms instead of the variant's default (ignored when autoclose is false). */
  duration?: number;
}

export function showAlert({ message, variant = 'danger', autoclose = true, duration }: AlertOptions): void {
  const timeout = duration ?? (variant === 'danger' ? ALERT_DANGER_AUTOCLOSE_MS : ALERT_AUTOCLOSE_MS);
  notifications.show({
    message,
    color: variant === 'danger' ? 'red' : 'green',
    autoClose: autoclose ? timeout : false,
    withCloseButton: true,
  });
}
