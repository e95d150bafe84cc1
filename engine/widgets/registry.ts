// The one flat widget registry. Dispatch (engine/core/testers/pickEntry) picks the highest rank;
// nothing applicable -> UnknownWidget naming the pointer.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetEntry } from './types';
import { textWidget } from './TextWidget';
import { passwordWidget } from './PasswordWidget';
import { emailWidget } from './EmailWidget';
import { phoneWidget } from './PhoneWidget';
import { textareaWidget } from './TextareaWidget';
import { checkboxWidget } from './CheckboxWidget';
import { selectWidget } from './SelectWidget';
import { otpWidget } from './OtpWidget';
import { hiddenWidget } from './HiddenWidget';
import { UNKNOWN_WIDGET, UnknownWidget } from './UnknownWidget';

export const WIDGETS: readonly WidgetEntry[] = [
  textWidget,
  passwordWidget,
  emailWidget,
  phoneWidget,
  textareaWidget,
  checkboxWidget,
  selectWidget,
  otpWidget,
  hiddenWidget,
];

/** rjsf's widgets map for a list of entries (the registry plus a screen's overrides). */
export function rjsfWidgets(entries: readonly WidgetEntry[]): RegistryWidgetsType {
  const map: RegistryWidgetsType = { [UNKNOWN_WIDGET]: UnknownWidget };
  for (const e of entries) map[e.name] = e.component;
  return map;
}
