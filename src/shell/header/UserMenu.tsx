// The signed-in user: profile link, the schema playground for those who may open it (every user in a
// development build, else the schema_editor privilege), and log out (POST /account/logout/, session storage cleared).
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAccountLogoutMutation, type User } from '../../../engine/api';
import { useDropdownModal } from '../../../engine';
import { LOGIN_PATH } from '../../router/loginAddress';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [logout] = useAccountLogoutMutation();
  const dropdown = useDropdownModal();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const logOut = async () => {
    await logout();
    // The shell clears session storage and the cache once the signed-in layout is gone.
    await navigate(LOGIN_PATH);
  };
  return (
    <Menu position="bottom-end" {...dropdown}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          <Avatar name={name} color="initials" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile/info/overview">
          {t('user.profile')}
        </Menu.Item>
        {(import.meta.env.DEV || user.schema_editor) && (
          <Menu.Item component={Link} to="/dev/playground">
            {t('user.playground')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => void logOut()}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
