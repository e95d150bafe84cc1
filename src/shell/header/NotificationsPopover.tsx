// The notifications popover itself, mounted opened in place of its stand-in (NotificationsMenu).
import { Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountPushApproveMutation, useAccountPushQuery } from '../../../engine/api';
import { useDropdownModal, refocus } from '../../../engine';
import { Bell } from './NotificationsMenu';

export default function NotificationsPopover() {
  const { t } = useTranslation('shell');
  // Notification texts come from the server in English; they are keys of the `common` namespace.
  const { t: tc } = useTranslation('common');
  const text = (s: string) => String(tc(s, { defaultValue: s }));
  const { data } = useAccountPushQuery();
  const dropdown = useDropdownModal();
  const target = useRef<HTMLButtonElement>(null);
  const [approve] = useAccountPushApproveMutation();
  // Ticked at once; the count follows when the refetch after the call arrives.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const tick = (id: number) => {
    setTicked((prev) => new Set(prev).add(id));
    void approve({ id });
  };
  const items = data?.data ?? [];
  return (
    <Popover position="bottom-end" width={320} shadow="md" defaultOpened onClose={() => refocus(target)} {...dropdown}>
      <Bell ref={target} target={(button) => <Popover.Target>{button}</Popover.Target>} />
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
