// The lean sign-in page's alerts (a server message without a field): Mantine's notifications as in
// the app, with their styles, loaded with the first alert.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
// The layered copy: the unlayered file is the app's (src/startApp.tsx), and sharing it would make it a
// stylesheet of its own that every page of the app loads. Its rules name only the notifications' own
// classes, so the layer changes nothing here.
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export { showAlert } from '../../engine/lite';

export default function Alerts() {
  return <Notifications position="top-right" />;
}
