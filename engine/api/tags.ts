// Cache tags of an endpoint file: a tag name (every cached call of that type) or
// `{ "type", "id": "<argument field>" }` (only the calls made with that argument value, e.g. one
// payment). The generator writes the second as an RTK Query tag function of (result, error, arg);
// the lists engine, which runs endpoint files at run time, resolves it here.
import type { TagType } from './baseApi';

export type TagSpec = TagType | { type: TagType; id: string };

/** An RTK Query tag description: a name, or a type with the argument's value as id. */
export type ResolvedTag = string | { type: string; id?: string | number };

/** A spec without an argument value leaves the id out: RTK then means every tag of the type. */
export function resolveTags(
  specs: readonly TagSpec[] | undefined,
  arg: Record<string, unknown> = {},
): ResolvedTag[] | undefined {
  return specs?.map((spec) => {
    if (typeof spec === 'string') return spec;
    const id = arg[spec.id];
    return typeof id === 'string' || typeof id === 'number' ? { type: spec.type, id } : { type: spec.type };
  });
}
