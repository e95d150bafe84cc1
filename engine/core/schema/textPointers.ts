// Which strings of a schema file are texts shown to the user (and so translated): pointer patterns
// by folder (`schemas/<folder>/x.json`) or top-level file name, `*` one key or index, `**` any
// depth. The engine translates exactly these (engine/form/translateSchema.ts: every title and
// description of a form's schema).
const TEXTS: Record<string, readonly string[]> = {
  forms: [
    '/title',
    '/description',
    '/submitLabel',
    '/successMessage',
    '/atLeastOne/message',
    '/schema/**/title',
    '/schema/**/description',
    '/uiSchema/**/ui:help',
    '/uiSchema/**/ui:placeholder',
    '/uiSchema/**/ui:title',
    '/uiSchema/**/ui:description',
    '/uiSchema/ui:groups/*/title',
    '/uiSchema/ui:groups/*/all',
    '/uiSchema/**/ui:options/choicesFrom/emptyMessage',
  ],
  lists: ['/title', '/columns/*/label', '/*Actions/*/label', '/*Actions/*/successMessage', '/*Actions/*/errorMessage'],
  filters: ['/items/*/label', '/items/*/choices/*/label'],
  modals: [
    '/title',
    '/body/text',
    '/body/record/fields/*/label',
    '/body/notices/*/text',
    '/actions/*/label',
    '/actions/*/successMessage',
    '/actions/*/errorMessage',
  ],
  tabs: ['/tabs/*/label'],
  menu: ['/*/label', '/*/children/*/label'],
  routes: ['/*/title', '/*/titleByParam/*/*'],
};

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function matches(pattern: string[], pointer: string[]): boolean {
  if (pattern.length === 0) return pointer.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') return pointer.some((_, i) => matches(rest, pointer.slice(i))) || matches(rest, []);
  if (pointer.length === 0) return false;
  const ok = head === '*' || head === pointer[0] || (head.startsWith('*') && pointer[0].endsWith(head.slice(1)));
  return ok && matches(rest, pointer.slice(1));
}

function kindOf(file: string): string | undefined {
  return /^schemas\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1] ?? /^schemas\/([^/]+)\.json$/.exec(file)?.[1];
}

/** Every user-facing text of a file with its pointer. */
export function textsOf(file: string, json: unknown): Array<{ pointer: string; text: string }> {
  const patterns = (TEXTS[kindOf(file) ?? ''] ?? []).map((p) => p.split('/').slice(1));
  if (patterns.length === 0) return [];
  const out: Array<{ pointer: string; text: string }> = [];
  const walk = (node: unknown, at: string[], parent?: Record<string, unknown>) => {
    if (typeof node === 'string') {
      // A choice labelled with its own value (a currency code) shows data, not a text.
      const isValue = parent !== undefined && (parent.value === node || parent.const === node);
      if (node !== '' && !isValue && patterns.some((p) => matches(p, at))) out.push({ pointer: at.map((k) => `/${esc(k)}`).join(''), text: node });
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, [...at, k], node as Record<string, unknown>);
    }
  };
  walk(json, []);
  return out;
}
