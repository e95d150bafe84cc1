// Visitor pages (sign-in, registration, branding, errors): a narrow centred column under the brand.
import { Box, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_TITLE } from '../../router/titles';

// Lazy, so that the menu's popover code is not part of the sign-in page's first load.
const LanguageMenu = lazy(() => import('../header/LanguageMenu'));

export function StartLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      {/* A banner landmark: content outside landmarks is missed by landmark navigation. */}
      <Group component="header" justify="space-between" px="lg" py="md">
        <Text fw={700} size="lg">
          {APP_TITLE}
        </Text>
        <Suspense>
          <LanguageMenu />
        </Suspense>
      </Group>
      <Container size="sm" component="main" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
