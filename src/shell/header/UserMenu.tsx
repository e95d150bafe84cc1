// The signed-in user's menu. Its code (Mantine's Menu, Floating UI) loads on first use: until then
// the same button stands in for it (engine/modal/firstUse.ts).
import { Suspense } from 'react';
import { preloadableLazy, useFirstUse } from '../../../engine';
import type { User } from '../../../engine/api';
import { UserButton } from './UserButton';

const menu = preloadableLazy(() => import('./UserMenuOpened'));

export function UserMenu({ user }: { user: User }) {
  const { used, standIn } = useFirstUse(menu.preload);
  const button = <UserButton user={user} aria-haspopup="menu" aria-expanded={false} {...standIn} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <menu.Component user={user} />
    </Suspense>
  );
}
