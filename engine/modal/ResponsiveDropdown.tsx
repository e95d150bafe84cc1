// A dropdown that becomes a modal below 992 px (spec 000 s.4).
import { Button, Modal, Popover, type MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export const DROPDOWN_MODAL_BELOW_PX = 992;

export interface ResponsiveDropdownProps {
  label: ReactNode;
  /** Title of the modal form on small screens. */
  title: string;
  opened: boolean;
  onChange(opened: boolean): void;
  children: ReactNode;
  width?: number;
  /** Size of the target button. */
  size?: MantineSize;
}

export function ResponsiveDropdown({
  label,
  title,
  opened,
  onChange,
  children,
  width = 360,
  size,
}: ResponsiveDropdownProps) {
  const small = useMediaQuery(`(max-width: ${DROPDOWN_MODAL_BELOW_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const target = (
    <Button
      variant="default"
      size={size}
      onClick={() => onChange(!opened)}
      aria-expanded={opened}
      aria-haspopup="dialog"
    >
      {label}
    </Button>
  );
  if (small)
    return (
      <>
        {target}
        <Modal opened={opened} onClose={() => onChange(false)} title={title} data-dropdown-mode="modal">
          {children}
        </Modal>
      </>
    );
  return (
    <Popover opened={opened} onChange={onChange} width={width} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown data-dropdown-mode="dropdown">{children}</Popover.Dropdown>
    </Popover>
  );
}
