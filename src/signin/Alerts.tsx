// The lean sign-in page's alerts (a server message without a field): Mantine's notifications as in
// the app, with their styles, loaded with the first alert.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function Alerts() {
  return <Notifications position="top-right" />;
}
