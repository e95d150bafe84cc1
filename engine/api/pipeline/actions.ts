// What the pipeline asks of the shell. The shell's listeners navigate and reset state.
import { createAction } from '@reduxjs/toolkit';

export const sessionExpired = createAction('api/sessionExpired');
export const errorPageRequested = createAction<number>('api/errorPageRequested');
export const demoModeDetected = createAction('api/demoModeDetected');
