// '' / null / [] mean "no value" for every rule (spec 000 section 5: required = value present,
// selects: non-empty value); they are dropped before validation so `required` reports them and
// format rules skip them. Walked with an explicit stack, not recursion, so no nesting depth a
// client sends can overflow the call stack.
type Slot = [holder: Record<string | number, unknown>, key: string | number, value: unknown];

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0);

export function pruneEmpty(data: unknown): unknown {
  const root: Record<string, unknown> = {};
  const stack: Slot[] = [[root, 'value', data]];
  while (stack.length > 0) {
    const [holder, key, value] = stack.pop()!;
    if (Array.isArray(value)) {
      const copy: unknown[] = [...value];
      holder[key] = copy;
      copy.forEach((v, i) => stack.push([copy as unknown as Record<number, unknown>, i, v]));
    } else if (value && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      holder[key] = copy;
      // Keys are set here, in order, and replaced by their pruned values when popped.
      for (const [k, v] of Object.entries(value)) {
        if (isEmpty(v)) continue;
        copy[k] = v;
        stack.push([copy, k, v]);
      }
    } else holder[key] = value;
  }
  return root.value;
}
