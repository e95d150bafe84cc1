// Alerts of spec 000 section 4: auto-close after 5 s, 10 s for danger, unless autoclose is off.
import { notifications } from '@mantine/notifications';

export const ALERT_AUTOCLOSE_MS = 5000;
export const ALERT_DANGER_AUTOCLOSE_MS = 10000;

export type AlertVariant = 'success' | 'danger';

export interface AlertOptions {
  message: string;
  variant?: AlertVariant;
  autoclose?: boolean;
}

export function showAlert({ message, variant = 'danger', autoclose = true }: AlertOptions): void {
  const timeout = variant === 'danger' ? ALERT_DANGER_AUTOCLOSE_MS : ALERT_AUTOCLOSE_MS;
  notifications.show({
    message,
    color: variant === 'danger' ? 'red' : 'green',
    autoClose: autoclose ? timeout : false,
    withCloseButton: true,
  });
}
