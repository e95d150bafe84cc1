// Visitor pages (sign-in, registration, branding, errors): a narrow centred column under the brand.
import { Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { APP_TITLE } from '../../router/titles';
import { LanguageMenu } from '../header/LanguageMenu';

export function StartLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group justify="space-between" px="lg" py="md">
        <Text fw={700} size="lg">
          {APP_TITLE}
        </Text>
        <LanguageMenu />
      </Group>
      <Container size="sm" component="main" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
