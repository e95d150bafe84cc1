// The signed-in user: profile and two-step verification links, the schema playground for those who may open it (every user in a
// development build, else the schema_editor privilege), and log out (POST /account/logout/, session storage cleared).
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAccountLogoutMutation, type User } from '../../../engine/api';
import { useDropdownModal } from '../../../engine';
import { LOGIN_PATH } from '../../router/loginAddress';

/** Up to two initials, as Mantine's Avatar would draw them from the name. */
function initialsOf(name: string): string {
  const words = name.split(' ');
  return (words.length === 1 ? name.slice(0, 2) : words.map((w) => w[0]).slice(0, 2).join('')).toUpperCase();
}

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [logout] = useAccountLogoutMutation();
  const dropdown = useDropdownModal();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const initials = initialsOf(name);
  const logOut = async () => {
    await logout();
    // The shell clears session storage and the cache once the signed-in layout is gone.
    await navigate(LOGIN_PATH);
  };
  return (
    // In the header's banner landmark rather than a portal outside every landmark.
    <Menu position="bottom-end" withinPortal={false} {...dropdown}>
      <Menu.Target>
        {/* The name holds the initials the button shows (WCAG 2.5.3, label in name). */}
        <UnstyledButton aria-label={t('user.menu', { initials })}>
          <Avatar name={name} color="initials" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
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
          <Menu.Item component={Link} to="/dev/playground">
            {t('user.playground')}
          </Menu.Item>
        )}
        {/* c, not color: Menu.Item draws a colour name in its shade 6 (red 3.3:1 on white). */}
        <Menu.Item c="red" onClick={() => void logOut()}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
