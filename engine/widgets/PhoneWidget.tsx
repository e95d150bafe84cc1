// Phone: strips non-digits (a leading + is kept for the phone rule: optional plus, 7 to 14 digits).
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasFormat, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

export function phoneFilter(raw: string): string {
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  return plus + raw.replace(/\D/g, '');
}

const behaviour = { type: 'tel', inputMode: 'tel' as const, filter: phoneFilter };

function PhoneWidget(props: WidgetProps) {
  return <TextLike props={props} behaviour={behaviour} />;
}

export const phoneWidget: WidgetEntry = {
  name: 'phone',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('phone')), rankWith(RANK.FORMAT, hasFormat('phone'))),
  component: memoWidget(PhoneWidget),
};
