// Visitor pages (sign-in, registration, branding, errors): a narrow centred column under the brand.
import { Box, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_TITLE } from '../../router/titles';
import { LanguageButton } from '../header/LanguageButton';

// Lazy, so that the menu's popover code (Floating UI, Menu) is not part of the sign-in page's first load.
const loadLanguageMenu = () => import('../header/LanguageMenu');
const LanguageMenu = lazy(loadLanguageMenu);

/**
 * The language button. Its menu's code starts loading when the pointer or the focus reaches the button
 * (so not with the page); a click (or Enter) puts the menu in its place, opened.
 */
function LanguageSlot() {
  const [open, setOpen] = useState(false);
  const preload = () => void loadLanguageMenu();
  const standIn = <LanguageButton onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)} />;
  if (!open) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu defaultOpened />
    </Suspense>
  );
}

export function StartLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      {/* A banner landmark: content outside landmarks is missed by landmark navigation. */}
      <Group component="header" justify="space-between" px="lg" py="md">
        <Text fw={700} size="lg">
          {APP_TITLE}
        </Text>
        <LanguageSlot />
      </Group>
      <Container size="sm" component="main" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
