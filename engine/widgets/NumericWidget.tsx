// Numeric (also amount, integer): keeps digits and '.'/',', at most 2 decimals; on blur a trailing
// dot goes and the value is clamped to minimum/maximum. The form value is a decimal string
// ('12.50'; money is never a float) or, for number/integer schemas, a number.
import type { WidgetProps } from '@rjsf/utils';
import {
  RANK,
  bestOf,
  rankWith,
  hasFormat,
  hasWidget,
  isIntegerControl,
  isNumberControl,
} from '../core/testers';
import { TextLike } from './TextWidget';
import { cleanNumeric, digitsOnly, finishNumeric, numericValue } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

export function NumericInput({
  props,
  decimals,
  placeholder,
}: {
  props: WidgetProps;
  decimals: number;
  placeholder?: string;
}) {
  const min = props.schema.minimum ?? (props.options.min as number | undefined);
  const max = props.schema.maximum ?? (props.options.max as number | undefined);
  const asNumber = props.schema.type === 'number' || props.schema.type === 'integer';
  const behaviour = {
    inputMode: decimals > 0 ? ('decimal' as const) : ('numeric' as const),
    filter: (raw: string) => (decimals > 0 ? cleanNumeric(raw, decimals) : digitsOnly(raw)),
    normalize: (v: string) => finishNumeric(v, min, max),
    toForm: (v: string) => {
      const value = numericValue(v);
      if (value === '') return undefined;
      return asNumber ? Number(value) : value;
    },
  };
  // min / step / inputmode as the spec's amount input has them (a text input: a number input would
  // refuse the ',' the spec accepts; the attributes tell assistive technology and the keyboard).
  const attributes = { min, max, step: decimals > 0 ? 10 ** -decimals : 1 };
  const shown = {
    ...props,
    value: props.value === undefined || props.value === null ? props.value : String(props.value),
    placeholder: props.placeholder || placeholder || '',
  };
  return <TextLike props={shown} behaviour={behaviour} attributes={attributes} />;
}

function NumericWidget(props: WidgetProps) {
  return <NumericInput props={props} decimals={2} />;
}

export const numericWidget: WidgetEntry = {
  name: 'numeric',
  tester: bestOf(
    rankWith(RANK.EXPLICIT, hasWidget('numeric')),
    rankWith(RANK.FORMAT, hasFormat('decimal')),
    rankWith(RANK.DEFAULT, isNumberControl),
  ),
  component: memoWidget(NumericWidget),
};

function AmountWidget(props: WidgetProps) {
  const withMin =
    props.schema.minimum === undefined ? { ...props, schema: { ...props.schema, minimum: 0 } } : props;
  return <NumericInput props={withMin} decimals={2} placeholder="0.00" />;
}

export const amountWidget: WidgetEntry = {
  name: 'amount',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('amount')), rankWith(RANK.FORMAT, hasFormat('amount'))),
  component: memoWidget(AmountWidget),
};

function IntegerWidget(props: WidgetProps) {
  return <NumericInput props={props} decimals={0} />;
}

export const integerWidget: WidgetEntry = {
  name: 'integer',
  tester: bestOf(
    rankWith(RANK.EXPLICIT, hasWidget('integer')),
    rankWith(RANK.FORMAT, hasFormat('number')),
    rankWith(RANK.DEFAULT, isIntegerControl),
  ),
  component: memoWidget(IntegerWidget),
};
