// The header's user button (the user's initials), the user menu's target and its stand-in until the
// menu's code is loaded (UserMenu).
import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../engine/api';

/** Up to two initials, as Mantine's Avatar would draw them from the name. */
function initialsOf(name: string): string {
  const words = name.split(' ');
  return (words.length === 1 ? name.slice(0, 2) : words.map((w) => w[0]).slice(0, 2).join('')).toUpperCase();
}

export const userName = (user: User) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

export function UserButton({ user, ...props }: { user: User } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const name = userName(user);
  const initials = initialsOf(name);
  return (
    // The name holds the initials the button shows (WCAG 2.5.3, label in name).
    <UnstyledButton aria-label={t('user.menu', { initials })} {...props}>
      <Avatar name={name} color="initials" radius="xl">
        {initials}
      </Avatar>
    </UnstyledButton>
  );
}
