// Mantine input props shared by the widgets: label, error, required, ids, a11y.
import type { WidgetProps } from '@rjsf/utils';
import { engineContext } from './formContext';

export function fieldProps(props: WidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    uiSchema,
    placeholder,
    schema,
  } = props;
  const { t } = engineContext(props);
  const error = rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined;
  // `ui:help` is shown by the field template (engine/form/FieldHelpTemplate), not here.
  const help = schema.description;
  return {
    id,
    name: id,
    label: hideLabel || !label ? undefined : t(label),
    description: help ? t(help) : undefined,
    placeholder: placeholder ? t(placeholder) : undefined,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    error,
    autoComplete: uiSchema?.['ui:autocomplete'] as string | undefined,
    'aria-invalid': error ? true : undefined,
  };
}

/** What a widget's Input.Wrapper takes of fieldProps (widgets drawing several inputs under one label). */
export function wrapperProps(base: ReturnType<typeof fieldProps>) {
  return { label: base.label, required: base.required, error: base.error, description: base.description };
}
