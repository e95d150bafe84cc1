// Time input: days, hours, minutes, seconds; each part clamped, the total (the form value, in
// seconds) clamped to minimum / maximum. `ui:options.parts` picks the parts shown; `ui:options.partMax`
// sets a part's bound (order lifetime: days 1461, hours 24, minutes 60, seconds 60), default 23/59/59.
// The parts stay as typed ({days, hours, minutes, seconds}); they are re-split only when the total
// had to be clamped.
import { useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { digitsOnly } from './input/filters';
import {
  clampPart,
  PART_MAX,
  splitSeconds,
  UNIT_SECONDS,
  type Duration,
  type DurationPart,
} from './input/duration';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const ALL: DurationPart[] = ['days', 'hours', 'minutes', 'seconds'];
const LABEL: Record<DurationPart, string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

function DurationWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const parts = (props.options.parts as DurationPart[] | undefined) ?? ALL;
  const partMax: Duration = { ...PART_MAX, ...(props.options.partMax as Partial<Duration> | undefined) };
  const [d, setD] = useState<Duration>(() => splitSeconds(typeof props.value === 'number' ? props.value : 0));
  const commit = (next: Duration) => {
    const sum = ALL.reduce((s, part) => s + clampPart(part, next[part], partMax) * UNIT_SECONDS[part], 0);
    const { minimum: min, maximum: max } = props.schema;
    const total = Math.min(max ?? sum, Math.max(min ?? sum, sum));
    if (total !== sum) setD(splitSeconds(total));
    props.onChange(total);
    ctx.touch(props.name);
  };
  return (
    <Input.Wrapper
      {...wrapperProps(base)}
    >
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
            onChange={(e) =>
              setD({
                ...d,
                [part]: clampPart(part, Number(digitsOnly(e.currentTarget.value) || '0'), partMax),
              })
            }
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
