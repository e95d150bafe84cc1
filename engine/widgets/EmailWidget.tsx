import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasFormat, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const behaviour = { type: 'email', inputMode: 'email' as const, normalize: (v: string) => v.trim() };

function EmailWidget(props: WidgetProps) {
  return <TextLike props={props} behaviour={behaviour} />;
}

export const emailWidget: WidgetEntry = {
  name: 'email',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('email')), rankWith(RANK.FORMAT, hasFormat('email'))),
  component: memoWidget(EmailWidget),
};
