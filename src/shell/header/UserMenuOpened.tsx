// The user menu itself, mounted opened in place of its stand-in (UserMenu): profile and two-step
// verification links, the schema playground and the API reference for those who may open them (every
// user in a development build, else the schema_editor privilege), and log out.
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccountLogoutMutation, type User } from '../../../engine/api';
import { useDropdownModal, refocus } from '../../../engine';
import { LOGIN_PATH } from '../../router/loginAddress';
import { UserButton } from './UserButton';

export default function UserMenuOpened({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const [logout] = useAccountLogoutMutation();
  const dropdown = useDropdownModal();
  const target = useRef<HTMLButtonElement>(null);
  const logOut = async () => {
    await logout();
    // A full load of the sign-in address gets the lean sign-in page (src/signin), not the app's
    // own sign-in screen with the whole app; nothing of the session stays in this tab.
    sessionStorage.clear();
    window.location.assign(LOGIN_PATH);
  };
  return (
    // In the header's banner landmark rather than a portal outside every landmark.
    <Menu position="bottom-end" withinPortal={false} defaultOpened onClose={() => refocus(target)} {...dropdown}>
      <Menu.Target>
        <UserButton ref={target} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile/info/overview">
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/info/verification">
          {t('user.verification')}
        </Menu.Item>
        {(import.meta.env.DEV || user.schema_editor) && (
          <>
            <Menu.Item component={Link} to="/dev/playground">
              {t('user.playground')}
            </Menu.Item>
            {/* A server-rendered page (server/openapi/reference-page.ts), not a route of the SPA. */}
            <Menu.Item component="a" href="/api/reference">
              {t('user.apiReference')}
            </Menu.Item>
          </>
        )}
        {/* c, not color: Menu.Item draws a colour name in its shade 6 (red 3.3:1 on white). */}
        <Menu.Item c="red" onClick={() => void logOut()}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
