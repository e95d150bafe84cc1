// <LiteForm form={...} validate={...} />: a form file that liteProblem() accepts (flat text, email and
// password fields), rendered with a few Mantine inputs instead of rjsf, for a page that must load
// little (the sign-in page, src/signin). Same form file, precompiled validator, FormStore (messages,
// touched fields, server errors), submit button and submit steps (submitLite) as SchemaForm, so the
// texts and behaviour match: a field's value reaches the store after VALIDATION_DELAY_MS of quiet
// or on blur, its error shows once touched or after a submit.
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
} from 'react';
import type { FormField, FormFile } from '../../core/schema/formFile';
import { FormHeading } from '../FormHeading';
import { VALIDATION_DELAY_MS } from '../../widgets/useDebouncedField';
import { fieldId, fieldOrder } from '../fieldOrder';
import { createFormStore, type FormStore } from '../formStore';
import { StoreSubmitButton } from '../SubmitButton';
import type { PrecompiledValidate } from '../validateData';
import { liteWidget } from './liteSupport';
import { submitLite, type LiteSubmitSetup } from './submitLite';

export interface LiteFormProps extends Pick<LiteSubmitSetup, 'calls' | 'call' | 'alert' | 'onSuccess'> {
  form: FormFile;
  validate: PrecompiledValidate;
  /** Texts of the form's namespace, then `common` (labels are English default text used as keys). */
  t: (s: string) => string;
  hideTitle?: boolean;
}

/** Pending values of the fields, sent to the store before a submit. */
type Flushers = Map<string, () => void>;

export function LiteForm({ form, validate, t, calls, call, alert, onSuccess, hideTitle }: LiteFormProps) {
  const order = useMemo(() => fieldOrder(form), [form]);
  const [store] = useState(() => createFormStore(form, validate, {}, t, order));
  const [flushers] = useState<Flushers>(() => new Map());
  const submit = () => {
    flushers.forEach((flush) => flush());
    void submitLite({ form, store, order, t, calls, call, alert, onSuccess });
  };
  const required = new Set(form.schema.required ?? []);
  return (
    <Stack gap="sm" data-testid={`schema-form-${form.id}`}>
      <FormHeading title={form.title} description={form.description} hideTitle={hideTitle} t={t} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md" mb="sm">
          {order.map((name) => (
            <LiteField
              key={name}
              name={name}
              field={form.schema.properties[name]}
              ui={form.uiSchema?.[name] as Record<string, unknown> | undefined}
              required={required.has(name)}
              store={store}
              flushers={flushers}
              t={t}
            />
          ))}
        </Stack>
        <StoreSubmitButton label={t(form.submitLabel ?? 'Submit')} store={store} />
      </form>
    </Stack>
  );
}

interface LiteFieldProps {
  name: string;
  field: FormField;
  ui: Record<string, unknown> | undefined;
  required: boolean;
  store: FormStore;
  flushers: Flushers;
  t: (s: string) => string;
}

function LiteField({ name, field, ui, required, store, flushers, t }: LiteFieldProps) {
  const id = fieldId(name);
  const widget = liteWidget(field, ui);
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const error = useSyncExternalStore(subscribe, () => store.errorOf(id));
  const [value, setValue] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(value);
  /** The shown text to the store ('' is no value); the email widget trims it (on blur and submit). */
  const commit = useCallback(
    (trim: boolean) => {
      clearTimeout(pending.current);
      pending.current = undefined;
      const text = trim && widget === 'email' ? latest.current.trim() : latest.current;
      if (text !== latest.current) setValue((latest.current = text));
      if (store.data[name] !== (text === '' ? undefined : text))
        store.commit(name, text === '' ? undefined : text);
    },
    [store, name, widget],
  );
  useEffect(() => {
    flushers.set(name, () => commit(true));
    return () => {
      flushers.delete(name);
      clearTimeout(pending.current);
    };
  }, [flushers, name, commit]);
  const props = {
    id,
    name: id,
    label: field.title ? t(field.title) : undefined,
    description: field.description ? t(field.description) : undefined,
    placeholder: typeof ui?.['ui:placeholder'] === 'string' ? t(ui['ui:placeholder']) : undefined,
    required,
    autoFocus: ui?.['ui:autofocus'] === true,
    autoComplete: ui?.['ui:autocomplete'] as string | undefined,
    error,
    // The message is announced as it appears.
    errorProps: { role: 'alert' },
    'aria-invalid': error ? true : undefined,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValue((latest.current = e.currentTarget.value));
      clearTimeout(pending.current);
      pending.current = setTimeout(() => commit(false), VALIDATION_DELAY_MS);
    },
    onBlur: () => {
      commit(true);
      store.touch(name);
    },
  };
  if (widget === 'password') return <PasswordInput {...props} />;
  return (
    <TextInput
      {...props}
      type={widget === 'email' ? 'email' : 'text'}
      inputMode={widget === 'email' ? 'email' : undefined}
    />
  );
}
