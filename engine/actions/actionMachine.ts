// Action buttons (spec 000 s.4): idle -> in progress (disabled, spinner) -> success (green) or
// error (red) -> back to idle after a short while.
export type ActionState = 'idle' | 'pending' | 'success' | 'error';
export type ActionEvent = 'start' | 'succeed' | 'fail' | 'reset';

export const ACTION_RESULT_MS = 2000;

const transitions: Record<ActionState, Partial<Record<ActionEvent, ActionState>>> = {
  idle: { start: 'pending' },
  pending: { succeed: 'success', fail: 'error' },
  success: { reset: 'idle', start: 'pending' },
  error: { reset: 'idle', start: 'pending' },
};

/** Next state; events that do not apply (a second click while pending) leave the state as is. */
export function actionReducer(state: ActionState, event: ActionEvent): ActionState {
  return transitions[state][event] ?? state;
}

export const ACTION_COLORS: Record<ActionState, string | undefined> = {
  idle: undefined,
  pending: undefined,
  success: 'green',
  error: 'red',
};
