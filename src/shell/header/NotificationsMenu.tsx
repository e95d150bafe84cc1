// Web notifications: a badge with the unread count; ticking an item marks it read (spec 000 2.8).
// The popover's code (Popover, Checkbox, Floating UI) loads on first use: until then the same bell
// button stands in for it (engine/modal/firstUse.ts).
import { ActionIcon, Indicator, type ActionIconProps } from '@mantine/core';
import { Suspense, type ComponentPropsWithRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountPushQuery } from '../../../engine/api';
import { preloadableLazy, useFirstUse } from '../../../engine';
import { Icon } from '../icons';

const popover = preloadableLazy(() => import('./NotificationsPopover'));

export type BellProps = ActionIconProps & ComponentPropsWithRef<'button'>;

/** The bell with the unread count; `target` wraps the button (the popover's target, or nothing). */
export function Bell({ target = (button) => button, ...props }: BellProps & { target?: (button: ReactElement) => ReactElement }) {
  const { t } = useTranslation('shell');
  const { data } = useAccountPushQuery();
  const unread = data?.unread ?? 0;
  return (
    // The target is the button itself: on the Indicator's <div> the popover's aria-expanded
    // and aria-haspopup are not allowed, and the button would not tell that it opens anything.
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      {target(
        <ActionIcon variant="subtle" size="lg" aria-label={t('notifications.label', { count: unread })} {...props}>
          <Icon name="bell" />
        </ActionIcon>,
      )}
    </Indicator>
  );
}

export function NotificationsMenu() {
  const { used, standIn } = useFirstUse(popover.preload);
  const bell = <Bell aria-haspopup="dialog" aria-expanded={false} {...standIn} />;
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <popover.Component />
    </Suspense>
  );
}
