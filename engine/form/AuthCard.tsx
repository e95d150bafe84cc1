// The frame of a visitor screen (sign in, sign up, ...): a titled card, then links under it.
import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack w="100%" maw={420} gap="md">
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Stack gap="md">
            {/* The page's only heading, so level one; the size stays that of a card title. */}
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Center>
  );
}
