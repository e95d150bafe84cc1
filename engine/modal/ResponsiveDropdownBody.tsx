// The responsive dropdown itself (Popover, or Modal below 992 px), mounted in place of its stand-in
// (ResponsiveDropdown) when it first opens.
import { Button, Modal, Popover } from '@mantine/core';
import { useRef } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { refocus } from './firstUse';
import { DROPDOWN_MODAL_BELOW_PX, type ResponsiveDropdownProps } from './ResponsiveDropdown';

export default function ResponsiveDropdownBody({
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
  // Mounted opened in place of the stand-in: on close the focus returns to this target.
  const targetRef = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    onChange(next);
    if (!next) refocus(targetRef);
  };
  const target = (
    <Button
      ref={targetRef}
      variant="default"
      size={size}
      onClick={() => change(!opened)}
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
        <Modal opened={opened} onClose={() => change(false)} title={title} data-dropdown-mode="modal">
          {children}
        </Modal>
      </>
    );
  return (
    <Popover opened={opened} onChange={change} width={width} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown data-dropdown-mode="dropdown">{children}</Popover.Dropdown>
    </Popover>
  );
}
