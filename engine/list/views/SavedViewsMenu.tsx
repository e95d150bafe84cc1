// Saved views: a responsive dropdown listing the views (apply / delete) and saving the current one.
import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveDropdown } from '../../modal/ResponsiveDropdown';
import type { ListController } from '../useListController';
import { useSavedViews } from './useSavedViews';
import { useT } from '../i18n';

export function SavedViewsMenu({ controller }: { controller: ListController }) {
  const { views, save, apply, remove } = useSavedViews(controller);
  const [opened, setOpened] = useState(false);
  const t = useT();
  const [name, setName] = useState('');
  return (
    <ResponsiveDropdown
      label={t('Saved views')}
      title={t('Saved views')}
      size="xs"
      opened={opened}
      onChange={setOpened}
    >
      <Stack gap="xs">
        {views.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('No saved views')}
          </Text>
        )}
        {views.map((v) => (
          <Group key={v.name} justify="space-between" wrap="nowrap">
            <Button variant="subtle" size="xs" onClick={() => void apply(v).then(() => setOpened(false))}>
              {v.name}
            </Button>
            <CloseButton size="sm" aria-label={`Delete view ${v.name}`} onClick={() => void remove(v.name)} />
          </Group>
        ))}
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={t('View name')}
            placeholder={t('View name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={!name.trim()}
            onClick={() => void save(name.trim()).then(() => setName(''))}
          >
            {t('Save current')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveDropdown>
  );
}
