// <SchemaForm formId="login" onSuccess={(reply) => ...} />: renders schemas/forms/<formId>.json
// with rjsf + the Mantine theme + our widget registry, validates with the precompiled validator,
// submits through the generated RTK Query endpoint and handles the form reply (spec 000 s. 4, 8).
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { ThemedForm } from './ThemedForm';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
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
import { fieldFromId, fieldId, fieldOrder } from './fieldOrder';
import { loadForm } from './formFiles';
import { resolveUiSchema } from './resolveUiSchema';
import { SchemaProblem } from './SchemaProblem';
import { FormErrorBoundary } from './FormErrorBoundary';
import { readReply } from './serverReply';
import { SubmitButton } from './SubmitButton';
import { translateSchema } from './translateSchema';
import { useEndpointCall, type EndpointCaller } from './useEndpointCall';
import { useChoicesFrom } from './useChoicesFrom';
import { FormStore, hasConditionals } from './formStore';
import { preloadWidgets } from '../widgets/lazyWidget';
import { withFieldState } from '../widgets/withFieldState';
import type { PrecompiledValidate } from './validateData';
import { safeRedirect } from '../core/navigation/safeRedirect';
import { activeSchema, inactiveFields } from '../core/schema/conditionals';

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
/** rjsf would take the `const` of a conditional's `if` as a default value (e.g. pick the first branch),
 * and fill an array with `minItems` with empty items (an attachment list would start as [undefined]). */
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;

export function SchemaForm(props: SchemaFormProps) {
  const loaded = loadForm(props.formId);
  const validate = FORM_VALIDATORS[props.formId];
  if (!loaded.form) return <SchemaProblem issues={loaded.issues} />;
  if (!validate) {
    return (
      <SchemaProblem
        issues={[
          {
            file: `schemas/forms/${props.formId}.json`,
            pointer: '',
            reason: 'no precompiled validator (run npm run gen)',
            severity: 'error',
          },
        ]}
      />
    );
  }
  return (
    <FormErrorBoundary file={`schemas/forms/${props.formId}.json`}>
      <SchemaFormView {...props} form={loaded.form} validate={validate} />
    </FormErrorBoundary>
  );
}

export type SchemaFormViewProps = Omit<SchemaFormProps, 'formId'> & {
  form: FormFile;
  validate: PrecompiledValidate;
};

/** A form file already loaded and its validator (SchemaForm by id uses this; so do benchmarks and previews). */
export function SchemaFormView({
  form,
  validate,
  onSuccess,
  onError,
  extraData,
  initialData,
  widgets,
  ns = 'common',
  hideTitle,
  submit,
  children,
}: SchemaFormViewProps) {
  const { t: i18t } = useTranslation([ns, 'common']);
  const t = useCallback(
    (s: string, args?: ReadonlyArray<string | number>) => formatMessage(i18t(s, { defaultValue: s }), args),
    [i18t],
  );
  const navigate = useNavigate();
  const location = useLocation();
  const defaultCall = useEndpointCall();
  const call = submit ?? defaultCall;
  const [initial, setInitial] = useState<Record<string, unknown>>(() => initialData ?? {});
  const [generation, setGeneration] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const order = useMemo(() => fieldOrder(form), [form]);
  // One store per form (and per loaded record): commits never re-render this component.
  const [store] = useState(() => {
    const fast = hasConditionals(form.schema)
      ? []
      : order.filter((f) => form.schema.properties[f]?.type !== 'object');
    const created = new FormStore(validate, initial, t, fast);
    if (hasConditionals(form.schema)) created.inactive = (data) => inactiveFields(form.schema, data);
    return created;
  });

  const entries = useMemo(() => [...WIDGETS, ...(widgets ?? [])], [widgets]);
  const rjsfWidgetMap = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(rjsfWidgets(entries)).map(([name, c]) => [
          name,
          withFieldState(c as ComponentType<WidgetProps>),
        ]),
      ),
    [entries],
  );
  const schema = useMemo(() => translateSchema(form.schema, t) as RJSFSchema, [form.schema, t]);
  const validator = useMemo(() => createFormValidator(validate, schema), [validate, schema]);
  const resolved = useMemo(
    () => resolveUiSchema(form.schema, form.uiSchema, entries, revealed),
    [form, entries, revealed],
  );
  // Every widget this form uses loads before the form renders (one wait, no per-field pop-in).
  const widgetsReady = useMemo(
    () => preloadWidgets(usedWidgets(resolved.uiSchema).map((name) => rawWidgets(entries)[name])),
    [resolved, entries],
  );

  const flushers = useRef(new Set<() => void>());
  const formContext = useMemo<EngineFormContext>(
    () => ({
      registerFlush: (f) => {
        flushers.current.add(f);
        return () => flushers.current.delete(f);
      },
      touch: store.touch,
      t,
      store,
      attachments: store.attachments,
    }),
    [store, t],
  );

  // rjsf fills schema defaults into its own data: start from that.
  const formRef = useRef<Form>(null);
  useEffect(() => {
    const data = formRef.current?.state.formData;
    if (data && typeof data === 'object') store.rjsfChanged(data as Record<string, unknown>, undefined);
  }, [store, generation, widgetsReady]);

  // The transport may be an inline function: loading depends on the form only.
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  const stableCall = useCallback<EndpointCaller>((...args) => callRef.current(...args), []);
  const [loadReply, setLoadReply] = useState<unknown>(undefined);
  const routeParams = useParams();
  useChoicesFrom(form, store, stableCall, { ...routeParams, ...extraData }, loadReply);
  useEffect(() => {
    if (!form.loadEndpoint) return;
    let live = true;
    void callRef.current(form.loadEndpoint, undefined, { query: true }).then((r) => {
      if (live) setLoadReply('data' in r ? r.data : null);
      if (live && 'data' in r && r.data && typeof r.data === 'object') {
        store.reset(r.data as Record<string, unknown>);
        setInitial(r.data as Record<string, unknown>);
        setGeneration((g) => g + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [form.loadEndpoint, store]);

  const onChange = useCallback(
    (e: IChangeEvent, id?: string) =>
      store.rjsfChanged((e.formData ?? {}) as Record<string, unknown>, fieldFromId(id, order)),
    [store, order],
  );

  const focusField = (field: string) =>
    window.setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);

  const onSubmit = async () => {
    if (store.isSubmitting()) return;
    for (const flush of flushers.current) flush();
    await new Promise((r) => setTimeout(r, 0));
    store.setShowAll(true);
    const errors = store.revalidate();
    const first = order.find((f) => Object.keys(errors).some((e) => e === f || e.startsWith(`${f}.`)));
    if (first) return void focusField(first);
    const { endpointId, arg } = buildRequest(form, store.data, extraData, store.attachments);
    store.setSubmitting(true);
    const result = await call(endpointId, arg);
    store.setSubmitting(false);
    const reply = 'data' in result ? result.data : result.error.data;
    const revealField = (code: string) =>
      order.find(
        (f) =>
          (form.uiSchema?.[f] as { 'ui:options'?: { revealOn?: string } } | undefined)?.['ui:options']
            ?.revealOn === code,
      );
    const shownNow = activeSchema(form.schema, store.data).properties;
    const outcome = readReply(
      reply,
      (f) => f in shownNow && !resolved.hidden.has(f),
      revealField,
    );
    if ('error' in result && outcome.ok && result.error.status !== 0) outcome.ok = false;
    outcome.alerts.forEach((message) => showAlert({ message: t(message), variant: 'danger' }));
    if (outcome.reveal.length) setRevealed((prev) => new Set([...prev, ...outcome.reveal]));
    store.setServerErrors(outcome.fieldErrors);
    const firstServer = order.find((f) => f in outcome.fieldErrors);
    if (firstServer) focusField(firstServer);
    if (outcome.toLogin)
      return void navigate(`/account/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    if (!outcome.ok || 'error' in result) return void onError?.(reply);
    if (form.successMessage) showAlert({ message: t(form.successMessage), variant: 'success' });
    if (outcome.redirect) return void navigate(safeRedirect(outcome.redirect));
    onSuccess?.(reply, store.data);
  };
  // rjsf gets a stable handler (its props stay equal between renders of this component).
  const submitRef = useRef(onSubmit);
  useEffect(() => {
    submitRef.current = onSubmit;
  });
  const handleSubmit = useCallback(() => void submitRef.current(), []);

  const submitLabel = t(form.submitLabel ?? 'Submit');
  const button = useMemo(() => <StoreSubmitButton label={submitLabel} store={store} />, [submitLabel, store]);

  return (
    <Stack gap="sm" data-testid={`schema-form-${form.id}`}>
      {!hideTitle && <Title order={3}>{t(form.title)}</Title>}
      {form.description && (
        <Text c="dimmed" size="sm">
          {t(form.description)}
        </Text>
      )}
      <WhenReady wait={widgetsReady}>
        <MemoForm
          key={generation}
          ref={formRef}
          schema={schema}
          uiSchema={resolved.uiSchema}
          initialFormData={initial}
          validator={validator}
          widgets={rjsfWidgetMap}
          templates={TEMPLATES}
          formContext={formContext}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
          noValidate
          noHtml5Validate
          showErrorList={false}
          onChange={onChange}
          onSubmit={handleSubmit}
        >
          {button}
        </MemoForm>
      </WhenReady>
      {children}
    </Stack>
  );
}

/** rjsf's Form re-renders every field on any render: render it only when its props change. */
const MemoForm = memo(ThemedForm);

/** Renders the form once its lazily loaded widgets are there (a state update, not a suspension:
 * the form's own state survives, and tests that render without awaiting still see it arrive). */
function WhenReady({ wait, children }: { wait: Promise<void> | undefined; children: ReactNode }) {
  const [settled, setSettled] = useState<{ wait: Promise<void>; error?: unknown } | undefined>(undefined);
  useEffect(() => {
    if (!wait) return;
    let live = true;
    wait.then(
      () => live && setSettled({ wait }),
      (error: unknown) => live && setSettled({ wait, error: error ?? new Error('widget failed to load') }),
    );
    return () => {
      live = false;
    };
  }, [wait]);
  if (!wait) return children;
  if (settled?.wait !== wait) return <Loader size="sm" data-testid="schema-form-loading" />;
  if (settled.error) throw settled.error;
  return children;
}

function StoreSubmitButton({ label, store }: { label: string; store: FormStore }) {
  const valid = useSyncExternalStore(store.subscribeValid, store.isValid);
  const submitting = useSyncExternalStore(store.subscribeSubmitting, store.isSubmitting);
  return <SubmitButton label={label} valid={valid} submitting={submitting} />;
}

/** Widget names a resolved uiSchema uses. */
function usedWidgets(ui: Record<string, unknown>, out: string[] = []): string[] {
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:widget' && typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object' && !k.startsWith('ui:'))
      usedWidgets(v as Record<string, unknown>, out);
  }
  return out;
}

const rawWidgets = (entries: readonly WidgetEntry[]): Record<string, unknown> =>
  Object.fromEntries(entries.map((e) => [e.name, e.component]));

export { RANK };
