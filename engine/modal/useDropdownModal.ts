// Spec 000 s.4: below 992 px a dropdown switches to modal mode. Spread what this returns into a
// Mantine Select's comboboxProps, a Menu's or a Popover's props (a date picker's popoverProps):
// below the breakpoint the dropdown is centred over a backdrop, as a modal; above it, nothing
// changes. (ResponsiveDropdown does the same for the toolbar's dropdowns with a real Modal.)
import { useMediaQuery } from '@mantine/hooks';
import { DROPDOWN_MODAL_BELOW_PX } from './ResponsiveDropdown';
import classes from './dropdownModal.module.css';

export interface DropdownModeProps {
  withOverlay?: boolean;
  withinPortal?: boolean;
  classNames?: { dropdown: string };
}

const MODAL_MODE: DropdownModeProps = { withOverlay: true, withinPortal: true, classNames: { dropdown: classes.modal } };
const DROPDOWN_MODE: DropdownModeProps = {};

export function useDropdownModal(): DropdownModeProps {
  const small = useMediaQuery(`(max-width: ${DROPDOWN_MODAL_BELOW_PX - 0.02}px)`, false, { getInitialValueInEffect: false });
  return small ? MODAL_MODE : DROPDOWN_MODE;
}
