// Submit of a LiteForm, step for step as the full engine's (engine/form/useFormSubmit.ts) for the
// forms LiteForm shows: show every field's error and focus the first, else build the request
// (formRequest), call, and handle the reply (readReply): alerts, field errors (focus the first),
// redirect, success message, then onSuccess.
import { safeRedirect } from '../../core/navigation/safeRedirect';
import type { FormFile } from '../../core/schema/formFile';
import { serverText } from '../../feedback/serverText';
import type { AlertVariant } from '../../feedback/alerts';
import type { CallTable } from '../../api/plainCall';
import { formRequest } from '../formRequest';
import { fieldId } from '../fieldOrder';
import type { FormStore } from '../formStore';
import { readReply } from '../serverReply';

/** The transport's answer: the reply (or the error model) and whether the call succeeded. */
export interface LiteReply {
  ok: boolean;
  data: unknown;
}

export interface LiteSubmitSetup {
  form: FormFile;
  store: FormStore;
  /** Field names in display order (the first error is focused). */
  order: readonly string[];
  t: (s: string) => string;
  /** The calls `call` knows (the form's endpoint among them): the request is built from its entry. */
  calls: CallTable;
  call: (endpointId: string, arg: Record<string, unknown>) => Promise<LiteReply>;
  alert: (message: string, variant: AlertVariant) => void;
  onSuccess?: (reply: unknown, data: Record<string, unknown>) => void;
}

const focusField = (field: string) => window.setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);

export async function submitLite({ form, store, order, t, calls, call, alert, onSuccess }: LiteSubmitSetup): Promise<void> {
  if (store.isSubmitting()) return;
  store.setShowAll(true);
  const errors = store.revalidate();
  const first = order.find((f) => f in errors);
  if (first) return void focusField(first);
  const { endpointId, arg } = formRequest(form, store.data, calls);
  store.startSubmit();
  const result = await call(endpointId, arg);
  const outcome = readReply(result.data, (f) => f in form.schema.properties);
  const ok = result.ok && outcome.ok;
  store.finishSubmit(ok);
  outcome.alerts.forEach((message) => alert(serverText(t, message), 'danger'));
  store.setServerErrors(Object.fromEntries(Object.entries(outcome.fieldErrors).map(([f, m]) => [f, serverText(t, m)])));
  const firstServer = order.find((f) => f in outcome.fieldErrors);
  if (firstServer) focusField(firstServer);
  if (outcome.toLogin || !ok) return;
  if (form.successMessage) alert(t(form.successMessage), 'success');
  if (outcome.redirect) return void window.location.assign(safeRedirect(outcome.redirect));
  onSuccess?.(result.data, store.data);
}
