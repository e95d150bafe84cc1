// Ids that must be unique inside one file: the entries of an array named by a pointer pattern
// (`*` = any key or index) must differ in `key` (or, with key null, as values). The second
// occurrence is reported, naming the first. Repeated object keys are found when parsing
// (parseSchemaText.ts).
import { esc, isObject } from './checkCrossRefsCorpus';
import { issue, type SchemaIssue } from './issue';

type Rule = { array: string; key: string | null };

/** By folder (`schemas/<folder>/x.json`) or top-level file name (`schemas/<name>.json`). */
const UNIQUE: Record<string, readonly Rule[]> = {
  tabs: [
    { array: '/tabs', key: 'id' },
    { array: '/tabs', key: 'route' },
  ],
  lists: [
    { array: '/columns', key: 'field' },
    { array: '/rowActions', key: 'id' },
    { array: '/listActions', key: 'id' },
    { array: '/pageSizes', key: null },
  ],
  filters: [
    { array: '/items', key: 'name' },
    { array: '/items/*/choices', key: 'value' },
    { array: '/enabled', key: null },
  ],
  modals: [
    { array: '/actions', key: 'id' },
    { array: '/body/record/fields', key: 'name' },
  ],
  forms: [
    { array: '/endpointWhen', key: 'field' },
    { array: '/uiSchema/ui:groups', key: 'title' },
    { array: '/uiSchema/ui:order', key: null },
    { array: '/uiSchema/*/ui:order', key: null },
    { array: '/schema/properties/*/oneOf', key: 'const' },
  ],
  routes: [{ array: '', key: 'path' }],
  redirects: [{ array: '', key: 'from' }],
  menu: [
    { array: '', key: 'label' },
    { array: '', key: 'route' },
    { array: '/*/children', key: 'label' },
    { array: '/*/children', key: 'route' },
  ],
};

/** Every node matching a pointer pattern, with its pointer. */
function nodesAt(json: unknown, pattern: string): Array<[string, unknown]> {
  let found: Array<[string, unknown]> = [['', json]];
  for (const part of pattern.split('/').slice(1)) {
    found = found.flatMap(([at, node]): Array<[string, unknown]> => {
      if (!node || typeof node !== 'object') return [];
      const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
      const keep = part === '*' ? entries : entries.filter(([k]) => k === part);
      return keep.map(([k, v]) => [`${at}/${esc(k)}`, v]);
    });
  }
  return found;
}

function ruleKey(file: string): string | undefined {
  return /^schemas\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1] ?? /^schemas\/([^/]+)\.json$/.exec(file)?.[1];
}

export function checkDuplicateIds(file: string, json: unknown): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  for (const { array, key } of UNIQUE[ruleKey(file) ?? ''] ?? []) {
    for (const [at, list] of nodesAt(json, array)) {
      if (!Array.isArray(list)) continue;
      const first = new Map<string, string>();
      list.forEach((entry, i) => {
        const value = key === null ? entry : isObject(entry) ? entry[key] : undefined;
        if (value === undefined || (typeof value === 'object' && value !== null)) return;
        const pointer = key === null ? `${at}/${i}` : `${at}/${i}/${key}`;
        const seen = first.get(JSON.stringify(value));
        if (seen !== undefined) out.push(issue(file, pointer, `${JSON.stringify(value)} is given twice (also at ${seen})`));
        else first.set(JSON.stringify(value), pointer);
      });
    }
  }
  return out;
}
