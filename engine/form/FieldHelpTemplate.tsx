// rjsf's place for `ui:help` (under the input, id `<field>__help`): the theme's template with the
// text translated. Widgets do not show it themselves, so it appears once. Its `{field}` /
// `{field|amount}` placeholders are filled from the form's values ('at most {max_amount|amount}
// {currency}': an amount in the locale's format, engine/form/formTexts.ts).
import type { FieldHelpProps } from '@rjsf/utils';
import MantineFieldHelp from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import { useSyncExternalStore } from 'react';
import { engineContext } from '../widgets/formContext';
import { formText } from './formTexts';

const noData = () => undefined;
const never = () => () => undefined;

export function FieldHelpTemplate(props: FieldHelpProps) {
  const { t, store } = engineContext(props);
  const data = useSyncExternalStore(store?.subscribeData ?? never, store?.dataOf ?? noData);
  const help =
    typeof props.help !== 'string'
      ? props.help
      : props.help.includes('{')
        ? formText(t, props.help, { values: data ?? {} })
        : t(props.help);
  return <MantineFieldHelp {...props} help={help} />;
}
