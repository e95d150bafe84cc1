// A dropdown that becomes a modal below 992 px (spec 000 s.4). Its code (Popover, Modal, Floating UI)
// loads on first use: until it first opens, a button of the same look stands in for the target
// (firstUse.ts); pointer or focus on it starts loading the code, a click opens the dropdown once the
// code is there.
import { Button, type MantineSize } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { preloadableLazy } from '../page/preloadableLazy';

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

const body = preloadableLazy(() => import('./ResponsiveDropdownBody'));
const preload = () => void body.preload();

export function ResponsiveDropdown(props: ResponsiveDropdownProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  const standIn = (
    <Button
      variant="default"
      size={props.size}
      aria-expanded={false}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void body.preload().then(() => props.onChange(true))}
    >
      {props.label}
    </Button>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <body.Component {...props} />
    </Suspense>
  );
}
