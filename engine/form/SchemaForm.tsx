// <SchemaForm formId="login" onSuccess={(reply) => ...} />: renders schemas/forms/<formId>.json
// with rjsf + the Mantine theme + our widget registry, validates with the precompiled validator,
// submits through the generated RTK Query endpoint and handles the form reply (spec 000 s. 4, 8).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { ThemedForm } from './ThemedForm';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FORM_VALIDATORS } from '../../.generated/validators/index.js';
import { formatMessage } from '../core/rules/formatMessage';
import type { FormFile } from '../core/schema/formFile';
import { RANK } from '../core/testers';
import { showAlert } from '../feedback/alerts';
import { rjsfWidgets, WIDGETS } from '../widgets/registry';
import type { EngineFormContext } from '../widgets/formContext';
import type { WidgetEntry } from '../widgets/types';
import { buildRequest } from './buildRequest';
import { createFormValidator } from './createFormValidator';
import { toErrorSchema } from './errorSchema';
import { fieldFromId, fieldId, fieldOrder } from './fieldOrder';
import { loadForm } from './formFiles';
import { resolveUiSchema } from './resolveUiSchema';
import { SchemaProblem } from './SchemaProblem';
import { FormErrorBoundary } from './FormErrorBoundary';
import { readReply } from './serverReply';
import { SubmitButton } from './SubmitButton';
import { translateSchema } from './translateSchema';
import { useEndpointCall, type EndpointCaller } from './useEndpointCall';
import { useFormState } from './useFormState';
import type { PrecompiledValidate } from './validateData';
import { safeRedirect } from '../core/navigation/safeRedirect';

export interface SchemaFormProps {
  formId: string;
  /** Called with the reply of a successful submit (no `error`). */
  onSuccess?: (reply: unknown, data: Record<string, unknown>) => void;
  /** Called with the reply of a failed submit, after the engine handled it. */
  onError?: (reply: unknown) => void;
  /** Merged into the request (path params such as `token`, values such as the MFA `secret`). */
  extraData?: Record<string, unknown>;
  initialData?: Record<string, unknown>;
  /** Screen widgets, ranked as given (use RANK.SCREEN_OVERRIDE). */
  widgets?: readonly WidgetEntry[];
  /** i18n namespace of the labels (default `common`). */
  ns?: string;
  /** Hide the form title (the screen shows its own). */
  hideTitle?: boolean;
  /** Transport; default the generated RTK Query endpoints. */
  submit?: EndpointCaller;
  children?: ReactNode;
}

const NoErrors = () => null;
const TEMPLATES = { FieldErrorTemplate: NoErrors };

export function SchemaForm(props: SchemaFormProps) {
  const loaded = loadForm(props.formId);
  const validate = FORM_VALIDATORS[props.formId];
  if (!loaded.form) return <SchemaProblem issues={loaded.issues} />;
  if (!validate) {
    return <SchemaProblem issues={[{ file: `schemas/forms/${props.formId}.json`, pointer: '', reason: 'no precompiled validator (run npm run gen)', severity: 'error' }]} />;
  }
  return (
    <FormErrorBoundary file={`schemas/forms/${props.formId}.json`}>
      <SchemaFormView {...props} form={loaded.form} validate={validate} />
    </FormErrorBoundary>
  );
}

export type SchemaFormViewProps = Omit<SchemaFormProps, 'formId'> & { form: FormFile; validate: PrecompiledValidate };

/** A form file already loaded and its validator (SchemaForm by id uses this; so do benchmarks and previews). */
export function SchemaFormView({ form, validate, onSuccess, onError, extraData, initialData, widgets, ns = 'common', hideTitle, submit, children }: SchemaFormViewProps) {
  const { t: i18t } = useTranslation([ns, 'common']);
  const t = useCallback((s: string, args?: ReadonlyArray<string | number>) => formatMessage(i18t(s, { defaultValue: s }), args), [i18t]);
  const navigate = useNavigate();
  const location = useLocation();
  const defaultCall = useEndpointCall();
  const call = submit ?? defaultCall;
  const [initial, setInitial] = useState<Record<string, unknown>>(() => initialData ?? {});
  const [generation, setGeneration] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const state = useFormState(validate, initial, t);
  const { dataRef, revalidate, changed, setShowAll, setServerErrors, touch } = state;

  const entries = useMemo(() => [...WIDGETS, ...(widgets ?? [])], [widgets]);
  const rjsfWidgetMap = useMemo(() => rjsfWidgets(entries), [entries]);
  const schema = useMemo(() => translateSchema(form.schema, t) as RJSFSchema, [form.schema, t]);
  const validator = useMemo(() => createFormValidator(validate, schema), [validate, schema]);
  const resolved = useMemo(() => resolveUiSchema(form.schema, form.uiSchema, entries, revealed), [form, entries, revealed]);
  const order = useMemo(() => fieldOrder(form), [form]);
  const extraErrors = useMemo(() => toErrorSchema(state.shown), [state.shown]);

  const flushers = useRef(new Set<() => void>());
  const formContext = useMemo<EngineFormContext>(
    () => ({ registerFlush: (f) => {
        flushers.current.add(f);
        return () => flushers.current.delete(f);
      }, touch, t }),
    [touch, t],
  );

  // The transport may be an inline function: loading depends on the form only.
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  useEffect(() => {
    if (!form.loadEndpoint) return;
    let live = true;
    void callRef.current(form.loadEndpoint, undefined, { query: true }).then((r) => {
      if (live && 'data' in r && r.data && typeof r.data === 'object') {
        dataRef.current = r.data as Record<string, unknown>;
        setInitial(r.data as Record<string, unknown>);
        setGeneration((g) => g + 1);
        revalidate();
      }
    });
    return () => {
      live = false;
    };
  }, [form.loadEndpoint, dataRef, revalidate]);

  const onChange = useCallback(
    (e: IChangeEvent, id?: string) => changed((e.formData ?? {}) as Record<string, unknown>, fieldFromId(id, order)),
    [changed, order],
  );

  const focusField = (field: string) => window.setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);

  const onSubmit = async () => {
    if (submitting) return;
    for (const flush of flushers.current) flush();
    await new Promise((r) => setTimeout(r, 0));
    setShowAll(true);
    const errors = revalidate();
    const first = order.find((f) => Object.keys(errors).some((e) => e === f || e.startsWith(`${f}.`)));
    if (first) return void focusField(first);
    const { endpointId, arg } = buildRequest(form, dataRef.current, extraData);
    setSubmitting(true);
    const result = await call(endpointId, arg);
    setSubmitting(false);
    const reply = 'data' in result ? result.data : result.error.data;
    const revealField = (code: string) =>
      order.find((f) => (form.uiSchema?.[f] as { 'ui:options'?: { revealOn?: string } } | undefined)?.['ui:options']?.revealOn === code);
    const outcome = readReply(reply, (f) => f in form.schema.properties && !resolved.hidden.has(f), revealField);
    if ('error' in result && outcome.ok && result.error.status !== 0) outcome.ok = false;
    outcome.alerts.forEach((message) => showAlert({ message: t(message), variant: 'danger' }));
    if (outcome.reveal.length) setRevealed((prev) => new Set([...prev, ...outcome.reveal]));
    setServerErrors(outcome.fieldErrors);
    const firstServer = order.find((f) => f in outcome.fieldErrors);
    if (firstServer) focusField(firstServer);
    if (outcome.toLogin) return void navigate(`/account/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    if (!outcome.ok || 'error' in result) return void onError?.(reply);
    if (form.successMessage) showAlert({ message: t(form.successMessage), variant: 'success' });
    if (outcome.redirect) return void navigate(safeRedirect(outcome.redirect));
    onSuccess?.(reply, dataRef.current);
  };

  return (
    <Stack gap="sm" data-testid={`schema-form-${form.id}`}>
      {!hideTitle && <Title order={3}>{t(form.title)}</Title>}
      {form.description && <Text c="dimmed" size="sm">{t(form.description)}</Text>}
      <ThemedForm
        key={generation}
        schema={schema}
        uiSchema={resolved.uiSchema}
        initialFormData={initial}
        validator={validator}
        widgets={rjsfWidgetMap}
        templates={TEMPLATES}
        formContext={formContext}
        extraErrors={extraErrors}
        noValidate
        noHtml5Validate
        showErrorList={false}
        onChange={onChange}
        onSubmit={() => void onSubmit()}
      >
        <SubmitButton label={t(form.submitLabel ?? 'Submit')} valid={state.valid} submitting={submitting} />
      </ThemedForm>
      {children}
    </Stack>
  );
}

export { RANK };
