// Rendered when no widget's tester applies: visible, names the schema pointer, never crashes.
import { Alert } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

export const UNKNOWN_WIDGET = 'unknown';

export function UnknownWidget({ options, id }: Pick<WidgetProps, 'options' | 'id'>) {
  const pointer = typeof options.pointer === 'string' ? options.pointer : id;
  return (
    <Alert color="yellow" title="No widget" data-testid="unknown-widget">
      No widget for {pointer}
    </Alert>
  );
}
