// A Mantine Anchor that navigates with the router.
import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

export function RouterLink({ to, children, size = 'sm' }: { to: string; children: ReactNode; size?: string }) {
  return (
    <Anchor component={Link} to={to} size={size}>
      {children}
    </Anchor>
  );
}
