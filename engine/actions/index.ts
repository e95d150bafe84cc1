export {
  ACTION_COLORS,
  ACTION_RESULT_MS,
  actionReducer,
  type ActionEvent,
  type ActionState,
} from './actionMachine';
export { useActionState, type ActionRunner } from './useActionState';
export { ActionButton, type ActionButtonProps } from './ActionButton';
