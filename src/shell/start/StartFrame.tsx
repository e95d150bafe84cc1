// Visitor pages (sign-in, registration, branding, errors): a narrow centred column under the brand.
// No router and no i18next: StartLayout gives it the app's texts, the lean sign-in page its own.
import { Box, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { APP_TITLE } from '../../router/titles';
import { LanguageButton } from '../header/LanguageButton';
import type { LanguagePickerProps } from '../header/LanguagePicker';

// Lazy, so that the menu's popover code (Floating UI, Menu) is not part of the sign-in page's first load.
const loadLanguagePicker = () => import('../header/LanguagePicker');
const LanguagePicker = lazy(loadLanguagePicker);

export type LanguageChoice = Omit<LanguagePickerProps, 'defaultOpened'>;

/**
 * The language button. Its menu's code starts loading when the pointer or the focus reaches the button
 * (so not with the page); a click (or Enter) puts the menu in its place, opened.
 */
function LanguageSlot(language: LanguageChoice) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadLanguagePicker();
  const standIn = (
    <LanguageButton lang={language.lang} label={language.label} aria-haspopup="menu" aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)} />
  );
  if (!open) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePicker {...language} defaultOpened />
    </Suspense>
  );
}

export function StartFrame({ language, children }: { language: LanguageChoice; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      {/* A banner landmark: content outside landmarks is missed by landmark navigation. */}
      <Group component="header" justify="space-between" px="lg" py="md">
        <Text fw={700} size="lg">
          {APP_TITLE}
        </Text>
        <LanguageSlot {...language} />
      </Group>
      <Container size="sm" component="main" py="xl">
        {children}
      </Container>
    </Box>
  );
}
