// Logging out, by the user or on a 401: session storage and every cached reply are dropped.
import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../../engine/api';

export function endSession(dispatch: Dispatch): void {
  sessionStorage.clear();
  dispatch(baseApi.util.resetApiState());
}
