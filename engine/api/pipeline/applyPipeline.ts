// Runs every reply through decide() and carries out the global part of the decision.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import i18next from 'i18next';
import type { ApiError } from '../types';
import { demoModeDetected, errorPageRequested, sessionExpired } from './actions';
import { decide } from './decide';
import { showAlert } from '../../feedback/alerts';
import { failureText } from '../../feedback/failureMessage';

export type PipelineResult = { data: unknown } | { error: ApiError };

export function applyPipeline(status: number, data: unknown, { dispatch }: Pick<BaseQueryApi, 'dispatch'>): PipelineResult {
  const decision = decide(status, data);
  if (decision === 'success') return { data };
  if (decision === 'demoMode') dispatch(demoModeDetected());
  if (decision === 'logout') dispatch(sessionExpired());
  if (decision === 'errorPage') dispatch(errorPageRequested(status));
  if (decision === 'alert') {
    const { message, ns } = failureText();
    // alerts.ts writes to the notifications store only (small); the component mounts at the first alert.
    showAlert({ message: i18next.t(message, { ns: ns ? [ns, 'common'] : 'common' }), variant: 'danger' });
  }
  return { error: { status, data } };
}
