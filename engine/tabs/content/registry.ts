// What a tab may show, by the kind key of a content item of schemas/tabs/<id>.json (the
// vocabulary stays open: a new kind is a component here and a branch of the meta-schema).
import type { ContentComponent } from './types';
import { FormContent } from './FormContent';
import { ListContent } from './ListContent';

// Each component takes its own item shape; the kind key picked it.
export const TAB_CONTENT: Record<string, ContentComponent<never>> = {
  form: FormContent,
  list: ListContent,
};

/** The kind of a content item: its first key that names a kind. */
export function contentKind(item: object): string | undefined {
  return Object.keys(item).find((key) => key in TAB_CONTENT);
}
