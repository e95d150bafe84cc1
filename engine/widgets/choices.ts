// Choices of a select: server choices (`options.choices`, from ui:options.choicesFrom, labels are
// data and not translated unless ui:options `translate` says they are fixed English words), else `oneOf: [{const, title}]` or `enum` (+ optional `ui:enumNames`).
import type { WidgetProps } from '@rjsf/utils';

export interface Choice {
  value: string;
  label: string;
}

/** More options than this show a filter box (spec 000 section 5). */
export const FILTER_THRESHOLD = 10;

export function choicesOf(
  props: Pick<WidgetProps, 'schema' | 'options'>,
  t: (s: string) => string,
): Choice[] {
  if (Array.isArray(props.options.choices)) {
    const choices = props.options.choices as Choice[];
    return props.options.translate === true ? choices.map((c) => ({ ...c, label: t(c.label) })) : choices;
  }
  const schema = (props.schema.type === 'array' ? props.schema.items : props.schema) as WidgetProps['schema'];
  if (Array.isArray(schema?.oneOf)) {
    return schema.oneOf.map((o) => {
      const c = o as { const: unknown; title?: string };
      return { value: String(c.const), label: t(c.title ?? String(c.const)) };
    });
  }
  const names = props.options.enumNames as string[] | undefined;
  return (schema?.enum ?? []).map((v, i) => ({ value: String(v), label: t(names?.[i] ?? String(v)) }));
}

/** Back from the string Mantine holds to the JSON type of the schema. */
export function fromChoice(schema: WidgetProps['schema'], v: string): string | number {
  const s = (schema.type === 'array' ? schema.items : schema) as WidgetProps['schema'];
  return s?.type === 'number' || s?.type === 'integer' ? Number(v) : v;
}
