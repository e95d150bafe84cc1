// `ui:field: "link"` (docs/schemas.md): a read-only field shown as a link into the portal, for a
// value the form loads but does not edit (the merchant's company profile). `ui:options.route` and
// `ui:options.text` are templates filled from the field's value: an object's keys (`{id}`,
// `{company_name}`), or `{value}` for a scalar. A route missing a part shows the text unlinked.
import { Input, Text } from '@mantine/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { engineContext } from '../widgets/formContext';
import { EMPTY_CELL } from '../format/constants';
import { RouterLink } from './RouterLink';

/** Fills `{key}`s from the values; undefined when one of them is empty. */
export function fillParts(template: string, values: Record<string, unknown>, encode = false): string | undefined {
  let complete = true;
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined || v === null || v === '') complete = false;
    const text = String(v ?? '');
    return encode ? encodeURIComponent(text) : text;
  });
  return complete ? out : undefined;
}

export function LinkField(props: FieldProps) {
  const { t } = engineContext(props);
  const options = getUiOptions(props.uiSchema);
  const value = props.formData as unknown;
  const values = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
  const text = fillParts(typeof options.text === 'string' ? options.text : '{value}', values);
  const to = typeof options.route === 'string' ? fillParts(options.route, values, true) : undefined;
  const label = props.schema.title ?? props.name;
  const labelId = `${props.fieldPathId.$id}-label`;
  // The label names the value's box (there is no input to point at).
  return (
    <Input.Wrapper label={t(label)} labelProps={{ id: labelId }} data-testid={`link-field-${props.name}`}>
      <div id={props.fieldPathId.$id} role="group" aria-labelledby={labelId}>
        {text === undefined ? (
          <Text size="sm">{EMPTY_CELL}</Text>
        ) : to === undefined ? (
          <Text size="sm">{text}</Text>
        ) : (
          <RouterLink to={to}>{text}</RouterLink>
        )}
      </div>
    </Input.Wrapper>
  );
}
