// Tag input: tags separated by comma or Enter, each checked (items' format / pattern / length)
// before it is added; backspace on an empty field removes the last tag. Text still in the input
// when it loses focus or the form is submitted becomes a tag even if invalid (never silently
// dropped): the pill turns red, the field shows its message and the form's items rules refuse it. With server choices
// (ui:options.choicesFrom) a tag must be a choice's value or label and the pill shows the label.
import { useEffect, useRef, useState } from 'react';
import { Pill, PillsInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { checkValue } from '../core/rules';
import { required as requiredRule } from '../core/rules/required';
import { choicesOf } from './choices';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import { addTag, addTags, removeLast } from './input/tags';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function TagsWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const tags: string[] = Array.isArray(props.value) ? props.value.map(String) : [];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = Array.isArray(props.options.choices) ? choicesOf(props, ctx.t) : undefined;
  const toValue = (tag: string) =>
    choices?.find((c) => c.label.toLowerCase() === tag.toLowerCase())?.value ?? tag;
  const check = (tag: string) => {
    if (choices && !choices.some((c) => c.value === tag)) return ctx.t(requiredRule.message);
    const message = checkValue(props.schema.items as Parameters<typeof checkValue>[0], tag);
    return message ? ctx.t(message) : null;
  };
  const labelOf = (tag: string) => choices?.find((c) => c.value === tag)?.label ?? tag;
  const invalid = tags.find((tag) => check(tag) !== null);
  const takePending = () => {
    const tag = toValue(text.trim());
    if (!tag) return;
    setText('');
    setError(null);
    if (!tags.includes(tag)) props.onChange([...tags, tag]);
  };
  // Submit flushes every widget first: the text still typed is then taken as a tag too.
  const pending = useRef(takePending);
  useEffect(() => {
    pending.current = takePending;
  });
  useEffect(() => ctx.registerFlush(() => pending.current()), [ctx]);
  const apply = (r: { tags: string[]; rest: string; error: string | null }) => {
    setText(r.rest);
    setError(r.error);
    if (r.tags.length !== tags.length) props.onChange(r.tags.length ? r.tags : undefined);
  };
  return (
    <PillsInput
      id={props.id}
      label={base.label}
      required={base.required}
      description={base.description}
      error={error ?? (invalid !== undefined ? check(invalid) : null) ?? base.error}
      disabled={base.disabled}
    >
      <Pill.Group>
        {tags.map((tag) => (
          <Pill
            key={tag}
            c={check(tag) ? 'red' : undefined}
            data-invalid={check(tag) ? true : undefined}
            withRemoveButton={!base.disabled}
            onRemove={() =>
              props.onChange(tags.filter((t) => t !== tag).length ? tags.filter((t) => t !== tag) : undefined)
            }
          >
            {labelOf(tag)}
          </Pill>
        ))}
        <PillsInput.Field
          id={props.id}
          disabled={base.disabled}
          value={text}
          placeholder={base.placeholder}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (value.includes(','))
              apply(
                addTags(
                  tags,
                  choices
                    ? value
                        .split(',')
                        .map((p) => toValue(p.trim()))
                        .join(',')
                    : value,
                  check,
                ),
              );
            else {
              setText(value);
              setError(null);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply(addTag(tags, toValue(text.trim()), check));
            } else if (e.key === 'Backspace' && text === '' && tags.length) {
              props.onChange(removeLast(tags).length ? removeLast(tags) : undefined);
            }
          }}
          onBlur={() => {
            takePending();
            ctx.touch(props.name);
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}

export const tagsWidget: WidgetEntry = {
  name: 'tags',
  tester: rankWith(RANK.EXPLICIT, hasWidget('tags')),
  component: memoWidget(TagsWidget),
};
