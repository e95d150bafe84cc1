// Web notifications: a badge with the unread count; ticking an item marks it read (spec 000 2.8).
import { ActionIcon, Checkbox, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountPushApproveMutation, useAccountPushQuery } from '../../../engine/api';
import { Icon } from '../icons';

export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const { data } = useAccountPushQuery();
  const [approve] = useAccountPushApproveMutation();
  const unread = data?.unread ?? 0;
  const items = data?.data ?? [];
  return (
    <Popover position="bottom-end" width={320} shadow="md">
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
          <ActionIcon variant="subtle" size="lg" aria-label={t('notifications.label', { count: unread })}>
            <Icon name="bell" />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="list" aria-label={t('notifications.title')}>
          {items.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
          {items.map((item) => (
            <Checkbox
              key={item.id}
              role="listitem"
              checked={item.read}
              disabled={item.read}
              onChange={() => void approve({ id: item.id })}
              label={item.title}
              description={item.text}
              aria-label={t('notifications.markRead', { title: item.title })}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
