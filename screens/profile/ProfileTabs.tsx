// The profile pages' frame: the heading and the route-tied tabs of schemas/tabs/profile.json
// (Overview, Two-step verification), the active page below them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, TabGroup, Title } from '../../engine';

export function ProfileTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Stack maw={560}>
      <Title order={1}>{t('Profile')}</Title>
      <TabGroup group="profile">
        <Stack pt="md">{children}</Stack>
      </TabGroup>
    </Stack>
  );
}
