// Mantine's Modal whose code (focus trap, scroll lock, portal) loads when it first opens, for a
// modal the page keeps mounted but rarely opens (the sidebar's feedback form, the demo-mode notice).
import type { ModalProps } from '@mantine/core';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../page/preloadableLazy';

const modal = preloadableLazy<ModalProps>(() => import('./MantineModal'));

export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense>
      <modal.Component {...props} />
    </Suspense>
  );
}
