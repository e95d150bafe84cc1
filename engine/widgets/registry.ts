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
import { numericWidget, amountWidget, integerWidget } from './NumericWidget';
import { urlWidget } from './UrlWidget';
import { promoWidget } from './PromoWidget';
import { cardNumberWidget } from './CardNumberWidget';
import { expiryWidget } from './ExpiryWidget';
import { lengthRangeWidget } from './LengthRangeWidget';
import { durationWidget } from './DurationWidget';
import { multiSelectWidget } from './MultiSelectWidget';
import { tagsWidget } from './TagsWidget';
import { dateWidget } from './DateWidget';
import { dateRangeWidget } from './DateRangeWidget';
import { fileWidget } from './FileWidget';
import { colorWidget } from './ColorWidget';
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
  numericWidget,
  amountWidget,
  integerWidget,
  urlWidget,
  promoWidget,
  cardNumberWidget,
  expiryWidget,
  lengthRangeWidget,
  durationWidget,
  multiSelectWidget,
  tagsWidget,
  dateWidget,
  dateRangeWidget,
  fileWidget,
  colorWidget,
];

/** rjsf's widgets map for a list of entries (the registry plus a screen's overrides). */
export function rjsfWidgets(entries: readonly WidgetEntry[]): RegistryWidgetsType {
  const map: RegistryWidgetsType = { [UNKNOWN_WIDGET]: UnknownWidget };
  for (const e of entries) map[e.name] = e.component;
  return map;
}
