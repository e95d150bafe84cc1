// Card number mask: 16 digits plus up to 3 more, shown in groups of 4, stored as digits.
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import { cardDigits, cardDisplay } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const behaviour = {
  inputMode: 'numeric' as const,
  filter: (raw: string) => cardDisplay(cardDigits(raw)),
  toForm: (v: string) => cardDigits(v) || undefined,
};

function CardNumberWidget(props: WidgetProps) {
  const shown = {
    ...props,
    value: typeof props.value === 'string' ? cardDisplay(props.value) : props.value,
    placeholder: props.placeholder || '0000 0000 0000 0000',
  };
  return <TextLike props={shown} behaviour={behaviour} />;
}

export const cardNumberWidget: WidgetEntry = {
  name: 'cardNumber',
  tester: rankWith(RANK.EXPLICIT, hasWidget('cardNumber')),
  component: memoWidget(CardNumberWidget),
};
