// Web notifications: a badge with the unread count; ticking an item marks it read (spec 000 2.8).
import { ActionIcon, Checkbox, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountPushApproveMutation, useAccountPushQuery } from '../../../engine/api';
import { useDropdownModal } from '../../../engine';
import { Icon } from '../icons';

export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  // Notification texts come from the server in English; they are keys of the `common` namespace.
  const { t: tc } = useTranslation('common');
  const text = (s: string) => String(tc(s, { defaultValue: s }));
  const { data } = useAccountPushQuery();
  const dropdown = useDropdownModal();
  const [approve] = useAccountPushApproveMutation();
  // Ticked at once; the count follows when the refetch after the call arrives.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const tick = (id: number) => {
    setTicked((prev) => new Set(prev).add(id));
    void approve({ id });
  };
  const unread = data?.unread ?? 0;
  const items = data?.data ?? [];
  return (
    <Popover position="bottom-end" width={320} shadow="md" {...dropdown}>
      {/* The target is the button itself: on the Indicator's <div> the popover's aria-expanded
          and aria-haspopup are not allowed, and the button would not tell that it opens anything. */}
      <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('notifications.label', { count: unread })}>
            <Icon name="bell" />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Stack gap="sm" role="list" aria-label={t('notifications.title')}>
          {items.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
          {items.map((item) => (
            // The list item wraps the checkbox: Mantine puts extra props on the <input>, and a role
            // there would hide the checkbox from assistive technology.
            <div key={item.id} role="listitem">
              <Checkbox
                checked={item.read || ticked.has(item.id)}
                disabled={item.read || ticked.has(item.id)}
                onChange={() => tick(item.id)}
                label={text(item.title)}
                description={text(item.text)}
                aria-label={t('notifications.markRead', { title: text(item.title) })}
              />
            </div>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
