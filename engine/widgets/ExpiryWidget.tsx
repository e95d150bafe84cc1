// Expiry mask MM/YY.
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import { expiryMask } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const behaviour = { inputMode: 'numeric' as const, filter: expiryMask };

function ExpiryWidget(props: WidgetProps) {
  return <TextLike props={{ ...props, placeholder: props.placeholder || 'MM/YY' }} behaviour={behaviour} />;
}

export const expiryWidget: WidgetEntry = {
  name: 'expiry',
  tester: rankWith(RANK.EXPLICIT, hasWidget('expiry')),
  component: memoWidget(ExpiryWidget),
};
