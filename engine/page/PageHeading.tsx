// The heading of a generic page: its title, the route's links beside it, and a caption under it.
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../list/i18n';
import { fillTemplate } from '../list/state/template';
import { usePageLinks } from './pageContext';

export function PageHeading({ title, params, caption }: { title: string; params: Record<string, unknown>; caption?: ReactNode }) {
  const t = useT();
  const links = usePageLinks();
  const heading = <Title order={1}>{title}</Title>;
  return (
    <Stack gap={4}>
      {links.length ? (
        <Group justify="space-between" align="center">
          {heading}
          <Group gap="xs">
            {links.map((l) => (
              <Button key={l.route} component={Link} to={fillTemplate(l.route, params)} variant="light">
                {t(l.label)}
              </Button>
            ))}
          </Group>
        </Group>
      ) : (
        heading
      )}
      {caption}
    </Stack>
  );
}
