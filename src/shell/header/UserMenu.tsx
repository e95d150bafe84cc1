// The signed-in user: profile link and log out (POST /account/logout/, session storage cleared).
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAccountLogoutMutation, type User } from '../../../engine/api';
import { useAppDispatch } from '../../hooks';
import { LOGIN_PATH } from '../../router/loginAddress';
import { endSession } from '../../session/endSession';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useAccountLogoutMutation();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const logOut = async () => {
    await logout();
    // Leave the signed-in layout before the cache is reset, or its queries refetch at once.
    await navigate(LOGIN_PATH);
    endSession(dispatch);
  };
  return (
    <Menu position="bottom-end">
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
        <Menu.Item color="red" onClick={() => void logOut()}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
