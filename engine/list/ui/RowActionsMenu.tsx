// Row actions: an ellipsis icon on an extra-small outline button opening a menu (spec 000 s.9).
// The menu is mounted on the button's first click, opened: a Mantine Menu per row (popover,
// floating position, media query) was most of what a page switch of 80 rows cost.
import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { EllipsisIcon } from '../cells/icons';
import { useT } from '../i18n';
import { useDropdownModal } from '../../modal/useDropdownModal';
import type { ActionDef, Row } from '../types';

export function visibleActions(actions: ActionDef[], row: Row): ActionDef[] {
  return actions.filter((a) => !a.visibleIf || Boolean(row[a.visibleIf]));
}

export function actionEnabled(action: ActionDef, row: Row): boolean {
  return !action.enabledIf || Boolean(row[action.enabledIf]);
}

export function RowActionsMenu({
  actions,
  row,
  onRun,
}: {
  actions: ActionDef[];
  row: Row;
  onRun(a: ActionDef, row: Row): void;
}) {
  const t = useT();
  const [used, setUsed] = useState(false);
  const shown = visibleActions(actions, row);
  if (shown.length === 0) return null;
  if (used) return <OpenedMenu actions={shown} row={row} onRun={onRun} />;
  return (
    <ActionIcon variant="outline" size="xs" aria-label={t('Row actions')} aria-haspopup="menu" aria-expanded={false} onClick={() => setUsed(true)}>
      <EllipsisIcon size={16} />
    </ActionIcon>
  );
}

/** The menu itself, open when it mounts; it stays mounted (closed) after, so focus returns to its button. */
function OpenedMenu({ actions, row, onRun }: { actions: ActionDef[]; row: Row; onRun(a: ActionDef, row: Row): void }) {
  const t = useT();
  const dropdown = useDropdownModal();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened {...dropdown}>
      <Menu.Target>
        <ActionIcon variant="outline" size="xs" aria-label={t('Row actions')}>
          <EllipsisIcon size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item
            key={a.id}
            color={a.color}
            disabled={!actionEnabled(a, row)}
            onClick={() => onRun(a, row)}
          >
            {t(a.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
