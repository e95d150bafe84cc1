// Runs a row or list action: link -> navigate, modal -> open schemas/modals/<id> with the row
// (and `values`, e.g. the form's initialData; else the action's `initial`: paths of a GET run with
// the row first, e.g. a refund's amount and currency from the refund info call), call -> run the
// endpoint with the row (or the action's `with` values of it; its `toggles` field negated: a switch asks for the other state; after the
// `confirm` modal's submit, when the action names one); calls and modals that finish refresh the
// list. Record pages run their actions here too.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { REQUEST_COMPLETED, showAlert } from '../../feedback/alerts';
import { failureText } from '../../feedback/failureMessage';
import { useOptionalModalHost } from '../../modal/hostContext';
import { valueAt } from '../../modal/conditions';
import { useEngineCaller } from '../api/useEngineCaller';
import { useRunCall } from '../api/useRunCall';
import { fillTemplate } from '../state/template';
import type { ActionDef, Row } from '../../core/list/types';
import { useT } from '../i18n';

/** The values an action runs with: its `with` paths of the row, else the row. */
export function actionRow(action: ActionDef, row: Row): Row {
  return action.with ? Object.fromEntries(Object.entries(action.with).map(([name, path]) => [name, valueAt(row, path)])) : row;
}

/** What a call action sends: the row, with the field it toggles set to the state asked for. */
export function callValues(action: ActionDef, row: Row): Row {
  return action.toggles ? { ...row, [action.toggles]: !row[action.toggles] } : row;
}

export function useActionRunner(refresh: () => void) {
  const navigate = useNavigate();
  const runCall = useRunCall();
  const call = useEngineCaller();
  const host = useOptionalModalHost();
  const t = useT();
  return useCallback(
    async (action: ActionDef, fullRow: Row = {}, values?: Record<string, unknown>) => {
      const row = actionRow(action, fullRow);
      if (action.kind === 'link' && action.route) return navigate(fillTemplate(action.route, row));
      if (action.kind === 'modal' && action.modal) {
        if (!host) return showAlert({ message: `Cannot open '${action.modal}': no <ModalHostProvider>` });
        let initialData = values?.initialData;
        if (initialData === undefined && action.initial) {
          const source = action.initial.from ? await call(action.initial.from, row) : { data: row };
          if ('error' in source) return showAlert({ message: t(action.errorMessage ?? 'Request error') });
          initialData = Object.fromEntries(Object.entries(action.initial.values).map(([name, path]) => [name, valueAt(source.data, path)]));
        }
        if ((await host.openModal(action.modal, { ...values, ...(initialData === undefined ? {} : { initialData }), row })) !== null) refresh();
        return;
      }
      if (action.kind === 'call' && action.endpoint && action.confirm) {
        if (!host) return showAlert({ message: `Cannot open '${action.confirm}': no <ModalHostProvider>` });
        const { id, label, endpoint, successMessage, errorMessage } = action;
        const confirms = { id, label, kind: 'call' as const, endpoint, successMessage, errorMessage };
        if ((await host.openModal(action.confirm, { row }, { confirms })) !== null) refresh();
        return;
      }
      if (action.kind === 'call' && action.endpoint) {
        try {
          await runCall(action.endpoint, callValues(action, row));
          showAlert({
            message: t(action.successMessage ?? REQUEST_COMPLETED),
            variant: 'success',
          });
        } catch {
          showAlert({ message: t(action.errorMessage ?? failureText('Request error').message) });
        }
      }
    },
    [navigate, runCall, call, host, refresh, t],
  );
}
