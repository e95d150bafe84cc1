// Time input: days, hours, minutes, seconds; each part clamped, the total (the form value, in
// seconds) clamped to minimum / maximum. `ui:options.parts` picks the parts shown.
import { useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { digitsOnly } from './input/filters';
import { clampPart, joinSeconds, splitSeconds, type Duration, type DurationPart } from './input/duration';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const ALL: DurationPart[] = ['days', 'hours', 'minutes', 'seconds'];
const LABEL: Record<DurationPart, string> = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

function DurationWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const parts = (props.options.parts as DurationPart[] | undefined) ?? ALL;
  const [d, setD] = useState<Duration>(() => splitSeconds(typeof props.value === 'number' ? props.value : 0));
  const commit = (next: Duration) => {
    const total = joinSeconds(next, props.schema.minimum, props.schema.maximum);
    setD(splitSeconds(total));
    props.onChange(total);
    ctx.touch(props.name);
  };
  return (
    <Input.Wrapper label={base.label} required={base.required} error={base.error} description={base.description}>
      <Group gap="xs">
        {parts.map((part, i) => (
          <TextInput
            key={part}
            id={i === 0 ? props.id : `${props.id}-${part}`}
            w={90}
            label={ctx.t(LABEL[part])}
            inputMode="numeric"
            disabled={base.disabled}
            value={String(d[part])}
            onChange={(e) => setD({ ...d, [part]: clampPart(part, Number(digitsOnly(e.currentTarget.value) || '0')) })}
            onBlur={() => commit(d)}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}

export const durationWidget: WidgetEntry = {
  name: 'duration',
  tester: rankWith(RANK.EXPLICIT, hasWidget('duration')),
  component: memoWidget(DurationWidget),
};
