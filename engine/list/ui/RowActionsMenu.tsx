// Row actions: an ellipsis icon on an extra-small outline button opening a menu (spec 000 s.9).
// The menu is mounted on the button's first click, opened: a Mantine Menu per row (popover,
// floating position, media query) was most of what a page switch of 80 rows cost. Its code loads
// then too (pointer or focus on a button starts loading it).
import { ActionIcon, UnstyledButton, useMantineTheme, type ActionIconProps } from '@mantine/core';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../../page/preloadableLazy';
import { EllipsisIcon } from '../cells/icons';
import { rootVars } from '../../look/plainLook';
import { holds } from '../../modal/conditions';
import type { ActionDef, Row } from '../../core/list/types';

const menu = preloadableLazy(() => import('./RowActionsOpened'));
const preload = () => void menu.preload();

// Mantine's <ActionIcon variant="outline" size="xs"> on a plain <button> (see plainLook): one per row.
const BUTTON_CLASS = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;
const BUTTON_LOOK = { variant: 'outline', size: 'xs' } satisfies ActionIconProps;

export function visibleActions(actions: ActionDef[], row: Row): ActionDef[] {
  return actions.filter((a) => (!a.visibleIf || Boolean(row[a.visibleIf])) && holds(a.when, row));
}

export function actionEnabled(action: ActionDef, row: Row): boolean {
  return !action.enabledIf || Boolean(row[action.enabledIf]);
}

export function RowActionsMenu({
  actions,
  row,
  onRun,
  label,
}: {
  actions: ActionDef[];
  row: Row;
  onRun(a: ActionDef, row: Row): void;
  /** The button's accessible name, 'Row actions' translated by the list (once, not per row). */
  label: string;
}) {
  const theme = useMantineTheme();
  const [used, setUsed] = useState(false);
  const shown = visibleActions(actions, row);
  if (shown.length === 0) return null;
  const button = (
    <button
      type="button"
      className={BUTTON_CLASS}
      style={rootVars(theme, 'row-actions', ActionIcon.varsResolver, BUTTON_LOOK)}
      data-variant="outline"
      data-size="xs"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void menu.preload().then(() => setUsed(true))}
    >
      <span className={ICON_CLASS}>
        <EllipsisIcon size={16} />
      </span>
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <menu.Component actions={shown} row={row} onRun={onRun} />
    </Suspense>
  );
}
