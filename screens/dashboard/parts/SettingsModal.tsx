// The dashboard settings modal (schemas/modals/dashboard_widgets.json), opened as soon as this
// component mounts; `onClosed` runs once it has closed. Loaded on demand (default export, React.lazy):
// the modal host and the forms engine then load with the first opening, not with Home.
import { useEffect, useRef } from 'react';
import { ModalHostProvider, SchemaFormSlot, useModalHost } from '../../../engine';

export interface SettingsModalProps {
  merchant: number;
  category: string;
  widgets: number[];
  onClosed: () => void;
}

function Opener({ merchant, category, widgets, onClosed }: SettingsModalProps) {
  const host = useModalHost();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void host
      .openModal('dashboard_widgets', {
        row: { merchant, category_name: category },
        initialData: { merchant, category_name: category, widgets },
      })
      .then(onClosed);
  }, [host, merchant, category, widgets, onClosed]);
  return null;
}

export default function SettingsModal(props: SettingsModalProps) {
  return (
    <ModalHostProvider renderForm={SchemaFormSlot}>
      <Opener {...props} />
    </ModalHostProvider>
  );
}
