// Submit of a SchemaForm: flush pending widget values, check every field (focus the first error),
// build the request (buildRequest), call the endpoint and handle the reply (spec 000 s. 4, 8):
// alerts, field errors (focus the first), revealed fields, redirect, success message (filled from
// the values and the reply, formTexts.ts). A form with `confirm` shows its summary (confirmWith)
// after the checks and sends only when that is confirmed.
// rjsf gets a stable handler (its props stay equal between renders of the form).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeRedirect } from '../core/navigation/safeRedirect';
import { atLeastOneMissing } from '../core/schema/atLeastOne';
import { activeSchema } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { showAlert } from '../feedback/alerts';
import { serverText } from '../feedback/serverText';
import { buildRequest } from './buildRequest';
import { fieldId } from './fieldOrder';
import { formText, successText } from './formTexts';
import type { FormStore } from './formStore';
import { readReply } from './serverReply';
import type { EndpointCaller } from './useEndpointCall';

export interface SubmitSetup {
  form: FormFile;
  store: FormStore;
  /** Field names in display order (the first error is focused). */
  order: readonly string[];
  /** Fields the resolved uiSchema hides (their server errors become alerts). */
  hidden: ReadonlySet<string>;
  call: EndpointCaller;
  extraData?: Record<string, unknown>;
  flushAll: () => void;
  reveal: (codes: readonly string[]) => void;
  t: (s: string) => string;
  onSuccess?: (reply: unknown, data: Record<string, unknown>) => void;
  onError?: (reply: unknown) => void;
  /** The form's initial values: placeholders of its texts the values lack read these. */
  context?: Record<string, unknown>;
  /** A form with `confirm`: shows the filled summary; `go` sends the call (only then). */
  confirmWith?: (text: string, go: () => Promise<void>) => void;
}

const focusField = (field: string) =>
  window.setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);

export function useFormSubmit(setup: SubmitSetup): () => void {
  const navigate = useNavigate();
  const onSubmit = async () => {
    const { form, store, order, t } = setup;
    if (store.isSubmitting()) return;
    setup.flushAll();
    await new Promise((r) => setTimeout(r, 0));
    store.setShowAll(true);
    const errors = store.revalidate();
    const first = order.find((f) => Object.keys(errors).some((e) => e === f || e.startsWith(`${f}.`)));
    if (first) return void focusField(first);
    const missing = atLeastOneMissing(form, store.data);
    if (missing)
      return void showAlert({ message: t(missing), variant: 'danger', duration: form.atLeastOne?.alertMs });
    // A money move asks first: nothing is sent until the summary is confirmed.
    if (form.confirm && setup.confirmWith)
      return void setup.confirmWith(
        formText(t, form.confirm.text, { values: store.data, context: setup.context }),
        () => send(),
      );
    await send();
  };
  const send = async () => {
    const { form, store, order, call, t } = setup;
    if (store.isSubmitting()) return;
    const { endpointId, arg } = buildRequest(form, store.data, setup.extraData, store.attachments);
    store.startSubmit();
    const result = await call(endpointId, arg);
    if (form.clearAfterSubmit) store.clearFields(form.clearAfterSubmit);
    const reply = 'data' in result ? result.data : result.error.data;
    const revealField = (code: string) =>
      order.find(
        (f) =>
          (form.uiSchema?.[f] as { 'ui:options'?: { revealOn?: string } } | undefined)?.['ui:options']
            ?.revealOn === code,
      );
    const shownNow = activeSchema(form.schema, store.data).properties;
    const outcome = readReply(reply, (f) => f in shownNow && !setup.hidden.has(f), revealField);
    if ('error' in result && outcome.ok && result.error.status !== 0) outcome.ok = false;
    store.finishSubmit(outcome.ok && !('error' in result));
    outcome.alerts.forEach((message) => showAlert({ message: serverText(t, message), variant: 'danger' }));
    if (outcome.reveal.length) setup.reveal(outcome.reveal);
    store.setServerErrors(
      Object.fromEntries(Object.entries(outcome.fieldErrors).map(([f, m]) => [f, serverText(t, m)])),
    );
    const firstServer = order.find((f) => f in outcome.fieldErrors);
    if (firstServer) focusField(firstServer);
    // auth false: the error pipeline has ended the session and gone to the sign-in page.
    if (outcome.toLogin) return;
    if (!outcome.ok || 'error' in result) return void setup.onError?.(reply);
    const success = successText(form, t, { values: store.data, context: setup.context, reply });
    if (success) showAlert({ message: success, variant: 'success' });
    if (outcome.redirect) return void navigate(safeRedirect(outcome.redirect));
    setup.onSuccess?.(reply, store.data);
  };
  const submitRef = useRef(onSubmit);
  useEffect(() => {
    submitRef.current = onSubmit;
  });
  return useCallback(() => void submitRef.current(), []);
}
