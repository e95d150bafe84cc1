export {
  modalReducer,
  backdropOutcome,
  escapeCloses,
  type ModalPhase,
  type ModalEvent,
} from './modalMachine';
export { useModalPhase, MODAL_TRANSITION_MS, type ModalPhaseHandle } from './useModalPhase';
export { EngineModal, SHAKE_MS, type EngineModalProps } from './EngineModal';
export { ModalHostProvider } from './ModalHostProvider';
export {
  useModalHost,
  type ModalHostApi,
  type RenderForm,
  type FormSlotProps,
  type ModalContextValues,
  type ModalOpenOptions,
} from './hostContext';
export {
  ResponsiveDropdown,
  DROPDOWN_MODAL_BELOW_PX,
  type ResponsiveDropdownProps,
} from './ResponsiveDropdown';
export { useDropdownModal, type DropdownModeProps } from './useDropdownModal';
export { modals } from './registry';
export type {
  ModalDef,
  ModalActionDef,
  ModalBodyDef,
  ModalRecordDef,
  ModalNoticeDef,
  RecordFieldDef,
  ModalCondition,
  ModalWhen,
  ModalSize,
} from './types';
