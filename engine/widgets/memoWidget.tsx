// React.memo for a widget, wrapped in a function component: rjsf's getWidget does not recognise a
// bare memo object under React 19 (react-is), but happily renders a function that renders it.
import { memo, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export function memoWidget(Component: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  const Memo = memo(Component);
  function MemoWidget(props: WidgetProps) {
    return <Memo {...props} />;
  }
  MemoWidget.displayName = `Memo(${Component.displayName ?? Component.name})`;
  return MemoWidget;
}
