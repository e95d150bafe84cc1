// A row's actions menu itself, mounted opened on its button's first click (RowActionsMenu).
import { ActionIcon, Menu } from '@mantine/core';
import { EllipsisIcon } from '../cells/icons';
import { useT } from '../i18n';
import { useDropdownModal } from '../../modal/useDropdownModal';
import type { ActionDef, Row } from '../../core/list/types';
import { actionEnabled } from './RowActionsMenu';

/** The menu itself, open when it mounts; it stays mounted (closed) after, so focus returns to its button. */
export default function RowActionsOpened({ actions, row, onRun }: { actions: ActionDef[]; row: Row; onRun(a: ActionDef, row: Row): void }) {
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
