// URL: on blur prefixes https:// when the value does not start with http or https.
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasFormat, hasWidget } from '../core/testers';
import { TextLike } from './TextWidget';
import { withScheme } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const behaviour = { type: 'url', inputMode: 'url' as const, normalize: withScheme };

function UrlWidget(props: WidgetProps) {
  return <TextLike props={props} behaviour={behaviour} />;
}

export const urlWidget: WidgetEntry = {
  name: 'url',
  tester: bestOf(rankWith(RANK.EXPLICIT, hasWidget('url')), rankWith(RANK.FORMAT, hasFormat('url'))),
  component: memoWidget(UrlWidget),
};
