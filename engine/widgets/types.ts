// A widget registry entry: the component plus its tester (JSON Forms style).
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Tester } from '../core/testers';

export interface WidgetEntry {
  /** Name used in `ui:widget` and in rjsf's widgets map. */
  readonly name: string;
  readonly tester: Tester;
  readonly component: ComponentType<WidgetProps>;
}
