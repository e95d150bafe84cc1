// Tag input (pure): a comma or Enter ends a tag; each is checked before it is added.
export type AddResult = { tags: string[]; rest: string; error: string | null };

export function addTags(tags: readonly string[], text: string, check: (tag: string) => string | null): AddResult {
  const parts = text.split(',');
  const rest = parts.pop() ?? '';
  const out = [...tags];
  for (let i = 0; i < parts.length; i++) {
    const tag = parts[i].trim();
    if (!tag || out.includes(tag)) continue;
    const error = check(tag);
    if (error) return { tags: out, rest: [...parts.slice(i), rest].join(','), error };
    out.push(tag);
  }
  return { tags: out, rest, error: null };
}

/** Enter: the whole text is one tag. */
export function addTag(tags: readonly string[], text: string, check: (tag: string) => string | null): AddResult {
  const tag = text.trim();
  if (!tag) return { tags: [...tags], rest: '', error: null };
  if (tags.includes(tag)) return { tags: [...tags], rest: '', error: null };
  const error = check(tag);
  return error ? { tags: [...tags], rest: text, error } : { tags: [...tags, tag], rest: '', error: null };
}

/** Backspace on an empty field removes the last tag. */
export const removeLast = (tags: readonly string[]) => tags.slice(0, -1);
