// rjsf's place for `ui:help` (under the input, id `<field>__help`): the theme's template with the
// text translated. Widgets do not show it themselves, so it appears once.
import type { FieldHelpProps } from '@rjsf/utils';
import MantineFieldHelp from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import { engineContext } from '../widgets/formContext';

export function FieldHelpTemplate(props: FieldHelpProps) {
  const { t } = engineContext(props);
  const help = typeof props.help === 'string' ? t(props.help) : props.help;
  return <MantineFieldHelp {...props} help={help} />;
}
