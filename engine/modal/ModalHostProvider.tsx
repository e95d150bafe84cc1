// Renders the modal opened through useModalHost().openModal(id, values), one at a time.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { EngineModal } from './EngineModal';
import {
  ModalHostContext,
  type ModalContextValues,
  type ModalHostApi,
  type ModalOpenOptions,
  type RenderForm,
} from './hostContext';
import { modals } from './registry';
import { SchemaModalBody } from './SchemaModalBody';
import type { ModalDef } from './types';
import { useModalPhase } from './useModalPhase';
import { useT } from '../list/i18n';

interface Current extends ModalOpenOptions {
  def: ModalDef;
  values: ModalContextValues;
  /** Each opening mounts a fresh body: a confirm modal replacing its asker keeps nothing of it. */
  opening: number;
}

export function ModalHostProvider({
  renderForm,
  children,
}: {
  renderForm?: RenderForm;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<Current | null>(null);
  const t = useT();
  const result = useRef<string | null>(null);
  const resolveRef = useRef<((r: string | null) => void) | null>(null);
  const openings = useRef(0);
  const handle = useModalPhase(() => {
    resolveRef.current?.(result.current);
    resolveRef.current = null;
    setCurrent(null);
  });

  const { show, hide } = handle;
  const openModal = useCallback<ModalHostApi['openModal']>(
    (modal, values = {}, options = {}) =>
      new Promise((resolve) => {
        const def = typeof modal === 'string' ? modals.get(modal) : modal;
        resolveRef.current?.(null);
        result.current = null;
        resolveRef.current = resolve;
        setCurrent({ ...options, def, values, opening: ++openings.current });
        show();
      }),
    [show],
  );
  const api = useMemo<ModalHostApi>(() => ({ openModal, closeModal: hide }), [openModal, hide]);
  const finish = (actionId: string | null) => {
    result.current = actionId;
    hide();
  };

  return (
    <ModalHostContext.Provider value={api}>
      {children}
      {current && (
        <EngineModal
          handle={handle}
          title={t(current.def.title)}
          size={current.def.size}
          staticBackdrop={current.def.static}
          keyboard={current.def.keyboard}
        >
          <SchemaModalBody
            key={current.opening}
            def={current.def}
            values={current.values}
            confirms={current.confirms}
            renderForm={renderForm}
            onFinish={finish}
          />
        </EngineModal>
      )}
    </ModalHostContext.Provider>
  );
}
