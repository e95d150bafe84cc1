// A field kept in the data but not shown (e.g. an otp field until the server asks for it).
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import type { WidgetEntry } from './types';

function HiddenWidget({ id, value }: WidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      name={id}
      value={value === undefined || value === null ? '' : String(value)}
    />
  );
}

export const hiddenWidget: WidgetEntry = {
  name: 'hidden',
  tester: rankWith(RANK.EXPLICIT, hasWidget('hidden')),
  component: HiddenWidget,
};
