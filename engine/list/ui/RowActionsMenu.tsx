// Row actions: an ellipsis icon on an extra-small outline button opening a menu (spec 000 s.9).
import { ActionIcon, Menu } from '@mantine/core';
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
  const dropdown = useDropdownModal();
  const shown = visibleActions(actions, row);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal {...dropdown}>
      <Menu.Target>
        <ActionIcon variant="outline" size="xs" aria-label={t('Row actions')}>
          <EllipsisIcon size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((a) => (
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
