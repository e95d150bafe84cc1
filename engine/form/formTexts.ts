// The texts of a form file filled from its values (spec-free engine feature, issue 27 must-show 6):
// the confirm step's summary ('Refund {amount|amount} {currency} to {card}?') and the success alert
// ('Refunded {amount|amount} {currency}'). A placeholder reads the form's values, then its other
// initial values (a card the form does not send), and `reply.<path>` the call's reply; `|amount`
// formats an exact decimal string in the locale (engine/format/fillText.ts). The template is
// translated first, so a translation may move the placeholders.
import type { FormFile } from '../core/schema/formFile';
import { fillText } from '../format/fillText';
import { valueAt } from '../modal/conditions';

export interface TextSources {
  values: Record<string, unknown>;
  /** Values the form started with that it may not send (the payment's card). */
  context?: Record<string, unknown>;
  reply?: unknown;
}

function reader({ values, context, reply }: TextSources) {
  return (path: string) => {
    if (path.startsWith('reply.')) return valueAt(reply, path.slice('reply.'.length));
    const own = valueAt(values, path);
    return own === undefined || own === '' ? valueAt(context, path) : own;
  };
}

export function formText(t: (s: string) => string, template: string, sources: TextSources): string {
  return fillText(t(template), reader(sources)).text;
}

/** The success alert of a submit: the first `successMessages` item whose `when` holds, else `successMessage`. */
export function successText(
  form: Pick<FormFile, 'successMessage' | 'successMessages'>,
  t: (s: string) => string,
  sources: TextSources,
): string | undefined {
  const read = reader(sources);
  const chosen =
    form.successMessages?.find((m) => !m.when || read(m.when.field) === m.when.equals)?.text ??
    form.successMessage;
  return chosen === undefined ? undefined : fillText(t(chosen), read).text;
}
