// Promo code: letters, digits and underscore only.
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import { promoFilter } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const behaviour = { filter: promoFilter };

function PromoWidget(props: WidgetProps) {
  return <TextLike props={props} behaviour={behaviour} />;
}

export const promoWidget: WidgetEntry = {
  name: 'promo',
  tester: rankWith(RANK.EXPLICIT, hasWidget('promo')),
  component: memoWidget(PromoWidget),
};
