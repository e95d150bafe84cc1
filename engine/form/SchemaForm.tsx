// <SchemaForm formId="login" onSuccess={(reply) => ...} />: renders schemas/forms/<formId>.json
// with rjsf + the Mantine theme + our widget registry, validates with the precompiled validator,
// submits through the generated RTK Query endpoint and handles the form reply (spec 000 s. 4, 8).
// The parts: useFormWidgets (widgets, uiSchema), FormStore (data, errors), useFormLoad (loaded data,
// server choices), useEngineFormContext (what widgets get), useFormSubmit (submit and reply).
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Loader, Stack } from '@mantine/core';
import { FormHeading } from './FormHeading';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '../core/rules/formatMessage';
import { conditionalTitles, withTitles } from '../core/schema/conditionals';
import type { FormFile } from '../core/schema/formFile';
import { RANK } from '../core/testers';
import type { WidgetEntry } from '../widgets/types';
import { createFormValidator } from './createFormValidator';
import { fieldFromId, fieldOrder } from './fieldOrder';
import { loadForm, loadedForm, type LoadedForm } from './formFiles';
import { createFormStore } from './formStore';
import { ConfirmStep } from './ConfirmStep';
import { FormErrorBoundary } from './FormErrorBoundary';
import { SchemaProblem } from './SchemaProblem';
import { StoreSubmitButton } from './SubmitButton';
import { ThemedForm } from './ThemedForm';
import { translateSchema } from './translateSchema';
import { useEndpointCall, type EndpointCaller } from './useEndpointCall';
import { useEngineFormContext } from './useEngineFormContext';
import { useFormLoad } from './useFormLoad';
import { useFormSubmit } from './useFormSubmit';
import { useFormWidgets } from './useFormWidgets';
import type { PrecompiledValidate } from './validateData';
import { WhenReady } from './WhenReady';
import type { FormReplyOf } from '../../.generated/api/formReplies';

export interface SchemaFormProps<F extends string = string> {
  formId: F;
  /** Called with the reply of a successful submit (no `error`), typed by the form file's call. */
  onSuccess?: (reply: FormReplyOf<F>, data: Record<string, unknown>) => void;
  /** Called with the reply of a failed submit, after the engine handled it. */
  onError?: (reply: unknown) => void;
  /** Merged into the request (path params such as `token`, values such as the MFA `secret`). */
  extraData?: Record<string, unknown>;
  initialData?: Record<string, unknown>;
  /** Told the form's values after every change (a form page mirrors some into its address). */
  onDataChange?: (data: Record<string, unknown>) => void;
  /** Screen widgets, ranked as given (use RANK.SCREEN_OVERRIDE). */
  widgets?: readonly WidgetEntry[];
  /** i18n namespace of the labels (default `common`). */
  ns?: string;
  /** Hide the form title (the screen shows its own). */
  hideTitle?: boolean;
  /** Transport; default the generated RTK Query endpoints. */
  submit?: EndpointCaller;
  /** Show only the `ui:groups` item of this id (a screen's tabs over one form); values of the other groups are kept and sent. */
  activeGroup?: string;
  /** The submit button's label in place of the file's `submitLabel` (an action that depends on the record's state). */
  submitLabel?: string;
  /** Top-level fields shown read-only on this page (the merchant of a record being edited, a list the server delivers). */
  readonlyFields?: readonly string[];
  children?: ReactNode;
}

const NoErrors = () => null;

/** The ui schema with `ui:readonly` on the named fields (comma-joined, so the memo keys on the text). */
function withReadonly<U extends Record<string, unknown>>(uiSchema: U, fields: string): U {
  if (!fields) return uiSchema;
  const out: Record<string, unknown> = { ...uiSchema };
  for (const f of fields.split(','))
    out[f] = { ...(uiSchema[f] as Record<string, unknown> | undefined), 'ui:readonly': true };
  return out as U;
}
const TEMPLATES = { FieldErrorTemplate: NoErrors };
/** rjsf would take the `const` of a conditional's `if` as a default value (e.g. pick the first branch),
 * and fill an array with `minItems` with empty items (an attachment list would start as [undefined]). */
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;

export function SchemaForm<F extends string>({ onSuccess, ...props }: SchemaFormProps<F>) {
  const loaded = useLoadedForm(props.formId);
  if (!loaded) return <Loader size="sm" data-testid="schema-form-loading" />;
  if (!loaded.form) return <SchemaProblem issues={loaded.issues} />;
  return (
    <FormErrorBoundary file={`schemas/forms/${props.formId}.json`}>
      {/* The view takes any form's reply; the type by form id (FormReplies) is the screens' side. */}
      <SchemaFormView
        {...props}
        onSuccess={onSuccess as SchemaFormProps['onSuccess']}
        form={loaded.form}
        validate={loaded.validate}
      />
    </FormErrorBoundary>
  );
}

/** The form file and its validator: at once when loaded before, else after their chunks arrive (a
 * state update, not a suspension, as WhenReady). A failed chunk request goes to the error boundary. */
function useLoadedForm(formId: string): LoadedForm | undefined {
  const loaded = loadedForm(formId);
  const [failure, setFailure] = useState<{ formId: string; error: unknown }>();
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadForm(formId).then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ formId, error: error ?? new Error('form failed to load') }),
    );
    return () => {
      live = false;
    };
  }, [formId, loaded]);
  if (failure?.formId === formId && !loaded) throw failure.error;
  return loaded;
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
  onDataChange,
  widgets,
  ns = 'common',
  hideTitle,
  submit,
  activeGroup,
  submitLabel: submitLabelOverride,
  readonlyFields,
  children,
}: SchemaFormViewProps) {
  const { t: i18t } = useTranslation([ns, 'common']);
  const t = useCallback(
    (s: string, args?: ReadonlyArray<string | number>) => formatMessage(i18t(s, { defaultValue: s }), args),
    [i18t],
  );
  const defaultCall = useEndpointCall();
  const call = submit ?? defaultCall;
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  // The confirm step of a form with `confirm`: its filled summary and the call it would send.
  const [asking, setAsking] = useState<{ text: string; go: () => Promise<void>; busy?: boolean } | null>(
    null,
  );
  const order = useMemo(() => fieldOrder(form), [form]);
  // One store per form (and per loaded record): commits never re-render this component.
  const [store] = useState(() => createFormStore(form, validate, initialData ?? {}, t, order));
  const { rjsfWidgetMap, resolved, widgetsReady } = useFormWidgets(form, widgets, revealed);
  const readonlyKey = readonlyFields?.join(',') ?? '';
  const uiSchema = useMemo(
    () => withReadonly(resolved.uiSchema, readonlyKey),
    [resolved.uiSchema, readonlyKey],
  );
  // Labels a conditional branch changes follow the data; the form re-renders only when one changes.
  const titles = useSyncExternalStore(store.subscribeData, () =>
    JSON.stringify(conditionalTitles(form.schema, store.dataOf())),
  );
  const schema = useMemo(
    () => translateSchema(withTitles(form.schema, JSON.parse(titles)), t) as RJSFSchema,
    [form.schema, titles, t],
  );
  const validator = useMemo(() => createFormValidator(validate, schema), [validate, schema]);
  const { formContext, flushAll } = useEngineFormContext(store, t, activeGroup);
  const { initial, generation } = useFormLoad(form, store, call, initialData, extraData);

  // rjsf fills schema defaults into its own data: start from that.
  const formRef = useRef<Form>(null);
  useEffect(() => {
    const data = formRef.current?.state.formData;
    if (data && typeof data === 'object') store.rjsfChanged(data as Record<string, unknown>, undefined);
  }, [store, generation, widgetsReady]);

  const dataListener = useRef(onDataChange);
  useEffect(() => {
    dataListener.current = onDataChange;
  }, [onDataChange]);
  useEffect(() => store.subscribeData(() => dataListener.current?.(store.dataOf())), [store]);

  const onChange = useCallback(
    (e: IChangeEvent, id?: string) =>
      store.rjsfChanged((e.formData ?? {}) as Record<string, unknown>, fieldFromId(id, order)),
    [store, order],
  );
  const handleSubmit = useFormSubmit({
    form,
    store,
    order,
    hidden: resolved.hidden,
    call,
    extraData,
    flushAll,
    reveal: (codes) => setRevealed((prev) => new Set([...prev, ...codes])),
    t,
    onSuccess,
    onError,
    context: initialData,
    confirmWith: form.confirm ? (text, go) => setAsking({ text, go }) : undefined,
  });
  const confirmLabel = t(form.confirm?.label ?? submitLabelOverride ?? form.submitLabel ?? 'Submit');
  const confirmStep = asking && (
    <ConfirmStep
      text={asking.text}
      confirmLabel={confirmLabel}
      backLabel={t('Back')}
      busy={asking.busy === true}
      onBack={() => setAsking(null)}
      onConfirm={() => {
        if (asking.busy) return;
        setAsking({ ...asking, busy: true });
        // Back to the form once the call answered (a field error or a code to type shows there).
        void asking.go().finally(() => setAsking(null));
      }}
    />
  );

  const submitLabel = t(submitLabelOverride ?? form.submitLabel ?? 'Submit');
  const button = useMemo(() => <StoreSubmitButton label={submitLabel} store={store} />, [submitLabel, store]);

  return (
    <Stack gap="sm" data-testid={`schema-form-${form.id}`}>
      <FormHeading title={form.title} description={form.description} hideTitle={hideTitle} t={t} />
      {confirmStep}
      <WhenReady wait={widgetsReady}>
        <div hidden={asking !== null} data-testid="schema-form-body">
          <MemoForm
            key={generation}
            ref={formRef}
            schema={schema}
            uiSchema={uiSchema}
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
        </div>
      </WhenReady>
      {children}
    </Stack>
  );
}

/** rjsf's Form re-renders every field on any render: render it only when its props change. */
const MemoForm = memo(ThemedForm);

export { RANK };
