import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../engine/api';
import { APP_TITLE } from '../../router/titles';
import LanguageMenu from './LanguageMenu';
import { MerchantSelector } from './MerchantSelector';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  user: User;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function Header({ user, menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="md" size="sm" aria-label={t('menu.toggle')} />
          <Text fw={700} visibleFrom="sm">
            {APP_TITLE}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <MerchantSelector />
          <NotificationsMenu />
          <LanguageMenu />
          <UserMenu user={user} />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
