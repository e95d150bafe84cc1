// Wraps every widget rjsf renders for SchemaForm: the field's error (and, on the fast path, its
// value and onChange) come from the form's FieldStore by the field's id, so a commit re-renders
// this field only instead of the whole rjsf form. Without a store (a widget rendered by rjsf
// elsewhere, tests) the props pass through unchanged. A field with ui:options.choicesFrom gets its
// server choices as `options.choices` and is required while the list is not empty; an empty list
// shows its emptyMessage instead of the input (or nothing). Each field leaves its change function in
// the context's fieldSetters (ui:groups' All toggle changes a whole group through them).
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { Input, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ChoicesFrom } from '../core/choices/choicesFrom';
import { engineContext, type FieldStore } from './formContext';

const noStore: FieldStore = {
  subscribe: () => () => undefined,
  errorOf: () => undefined,
  valueOf: (_id, fallback) => fallback,
  fastField: () => undefined,
  commit: () => undefined,
};

const wrapped = new WeakMap<ComponentType<WidgetProps>, ComponentType<WidgetProps>>();

export function withFieldState(Component: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let W = wrapped.get(Component);
  if (W) return W;
  function FieldState(props: WidgetProps) {
    const { store = noStore } = engineContext(props);
    const { id, value, onChange } = props;
    const subscribe = useCallback((l: () => void) => store.subscribe(id, l), [store, id]);
    const error = useSyncExternalStore(subscribe, () => store.errorOf(id));
    const current = useSyncExternalStore(subscribe, () => store.valueOf(id, value));
    const fast = store.fastField(id);
    const commit = useCallback(
      (v: unknown) => (fast !== undefined ? store.commit(fast, v) : onChange(v)),
      [store, fast, onChange],
    );
    const rawErrors = useMemo(() => (error ? [error] : undefined), [error]);
    const { fieldSetters } = engineContext(props);
    useEffect(() => {
      if (!fieldSetters) return;
      fieldSetters.set(id, commit);
      return () => {
        if (fieldSetters.get(id) === commit) fieldSetters.delete(id);
      };
    }, [fieldSetters, id, commit]);
    const from = props.options.choicesFrom as ChoicesFrom | undefined;
    const choices = useSyncExternalStore(subscribe, () => (from ? store.choicesOf?.(id) : undefined));
    const options = useMemo(
      () => (from ? { ...props.options, choices: choices ?? [] } : props.options),
      [from, props.options, choices],
    );
    if (store === noStore) return <Component {...props} />;
    if (from && choices && choices.length === 0) {
      const { t } = engineContext(props);
      return from.emptyMessage ? (
        <Input.Wrapper label={props.label ? t(props.label) : undefined} id={id}>
          <Text size="sm" c="dimmed" data-testid={`empty-choices-${props.name}`}>
            {t(from.emptyMessage)}
          </Text>
        </Input.Wrapper>
      ) : null;
    }
    const required = from ? Boolean(choices?.length) : props.required;
    return (
      <Component
        {...props}
        options={options}
        required={required}
        value={current}
        onChange={commit}
        rawErrors={rawErrors}
      />
    );
  }
  FieldState.displayName = `FieldState(${Component.displayName ?? Component.name})`;
  W = FieldState;
  wrapped.set(Component, W);
  return W;
}
