// The one flat widget registry. Dispatch (engine/core/testers/pickEntry) picks the highest rank;
// nothing applicable -> UnknownWidget naming the pointer.
// Testers are eager (tiny, dispatch needs them all); components of the widgets the sign-in forms
// use (text family, password, otp, hidden) are eager, every other widget's code is its own lazy
// chunk (lazyEntry), loaded when a form needs it. A lazy entry repeats its widget file's tester;
// tests/unit/engine/lazyWidgets.test.ts keeps both equal. The names, the shapes each widget takes
// and its ui:options are declared once in engine/core/widgets/vocabulary.ts (what schemas:check
// accepts); tests/unit/engine/testers.test.ts keeps this list equal to it.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetEntry } from './types';
import {
  RANK,
  bestOf,
  rankWith,
  hasFormat,
  hasWidget,
  isBooleanControl,
  isEnumControl,
  isIntegerControl,
  isMultiChoiceControl,
  isNumberControl,
} from '../core/testers';
import type { WidgetName } from '../core/widgets/vocabulary';
import { lazyEntry } from './lazyWidget';
import { textWidget } from './TextWidget';
import { passwordWidget } from './PasswordWidget';
import { emailWidget } from './EmailWidget';
import { phoneWidget } from './PhoneWidget';
import { otpWidget } from './OtpWidget';
import { hiddenWidget } from './HiddenWidget';
import { urlWidget } from './UrlWidget';
import { UNKNOWN_WIDGET, UnknownWidget } from './UnknownWidget';

const explicit = (name: WidgetName) => rankWith(RANK.EXPLICIT, hasWidget(name));

export const WIDGETS: readonly WidgetEntry[] = [
  textWidget,
  passwordWidget,
  emailWidget,
  phoneWidget,
  lazyEntry('textarea', explicit('textarea'), () =>
    import('./TextareaWidget').then((m) => m.textareaWidget.component),
  ),
  lazyEntry('checkbox', bestOf(explicit('checkbox'), rankWith(RANK.DEFAULT, isBooleanControl)), () =>
    import('./CheckboxWidget').then((m) => m.checkboxWidget.component),
  ),
  lazyEntry('select', bestOf(explicit('select'), rankWith(RANK.FORMAT, isEnumControl)), () =>
    import('./SelectWidget').then((m) => m.selectWidget.component),
  ),
  otpWidget,
  hiddenWidget,
  lazyEntry(
    'numeric',
    bestOf(
      explicit('numeric'),
      rankWith(RANK.FORMAT, hasFormat('decimal')),
      rankWith(RANK.DEFAULT, isNumberControl),
    ),
    () => import('./NumericWidget').then((m) => m.numericWidget.component),
  ),
  lazyEntry('amount', bestOf(explicit('amount'), rankWith(RANK.FORMAT, hasFormat('amount'))), () =>
    import('./NumericWidget').then((m) => m.amountWidget.component),
  ),
  lazyEntry(
    'integer',
    bestOf(
      explicit('integer'),
      rankWith(RANK.FORMAT, hasFormat('number')),
      rankWith(RANK.DEFAULT, isIntegerControl),
    ),
    () => import('./NumericWidget').then((m) => m.integerWidget.component),
  ),
  urlWidget,
  lazyEntry('promo', explicit('promo'), () => import('./PromoWidget').then((m) => m.promoWidget.component)),
  lazyEntry('cardNumber', explicit('cardNumber'), () =>
    import('./CardNumberWidget').then((m) => m.cardNumberWidget.component),
  ),
  lazyEntry('expiry', explicit('expiry'), () =>
    import('./ExpiryWidget').then((m) => m.expiryWidget.component),
  ),
  lazyEntry('lengthRange', explicit('lengthRange'), () =>
    import('./LengthRangeWidget').then((m) => m.lengthRangeWidget.component),
  ),
  lazyEntry('duration', explicit('duration'), () =>
    import('./DurationWidget').then((m) => m.durationWidget.component),
  ),
  lazyEntry('multiselect', bestOf(explicit('multiselect'), rankWith(RANK.FORMAT, isMultiChoiceControl)), () =>
    import('./MultiSelectWidget').then((m) => m.multiSelectWidget.component),
  ),
  lazyEntry('checkboxes', explicit('checkboxes'), () =>
    import('./CheckboxesWidget').then((m) => m.checkboxesWidget.component),
  ),
  lazyEntry('tags', explicit('tags'), () => import('./TagsWidget').then((m) => m.tagsWidget.component)),
  lazyEntry('date', bestOf(explicit('date'), rankWith(RANK.FORMAT, hasFormat('date'))), () =>
    import('./DateWidget').then((m) => m.dateWidget.component),
  ),
  lazyEntry('dateRange', explicit('dateRange'), () =>
    import('./DateRangeWidget').then((m) => m.dateRangeWidget.component),
  ),
  lazyEntry('file', explicit('file'), () => import('./FileWidget').then((m) => m.fileWidget.component)),
  lazyEntry('attachment', explicit('attachment'), () =>
    import('./AttachmentWidget').then((m) => m.attachmentWidget.component),
  ),
  lazyEntry('color', explicit('color'), () => import('./ColorWidget').then((m) => m.colorWidget.component)),
  lazyEntry('routeFile', explicit('routeFile'), () =>
    import('./RouteFileWidget').then((m) => m.routeFileWidget.component),
  ),
  lazyEntry('imageCrop', explicit('imageCrop'), () =>
    import('./ImageCropWidget').then((m) => m.imageCropWidget.component),
  ),
];

/** rjsf's widgets map for a list of entries (the registry plus a screen's overrides). */
export function rjsfWidgets(entries: readonly WidgetEntry[]): RegistryWidgetsType {
  const map: RegistryWidgetsType = { [UNKNOWN_WIDGET]: UnknownWidget };
  for (const e of entries) map[e.name] = e.component;
  return map;
}
