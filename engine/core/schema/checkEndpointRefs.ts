// Every `$ref` of an endpoint file's reply schemas and shared definitions points at a definition of
// the same file (`#/definitions/<Name>`): a reply type that does not exist is refused here, at the
// `$ref`, instead of surfacing as a TypeScript error in a generated file.
import { esc, isObject, type Json as Node } from './checkCrossRefsCorpus';
import { issue, type SchemaIssue } from './issue';


function walk(file: string, node: unknown, pointer: string, definitions: Node, out: SchemaIssue[]): void {
  if (Array.isArray(node)) return node.forEach((n, i) => walk(file, n, `${pointer}/${i}`, definitions, out));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${esc(key)}`;
    if (key === '$ref' && typeof value === 'string') {
      const name = /^#\/definitions\/([^/]+)$/.exec(value)?.[1];
      if (name === undefined) out.push(issue(file, at, `"${value}" must point at this file's definitions (#/definitions/<Name>)`));
      else if (!Object.hasOwn(definitions, name)) out.push(issue(file, at, `no definition "${name}" in this file (#/definitions)`));
    } else walk(file, value, at, definitions, out);
  }
}

export function checkEndpointRefs(file: string, group: unknown): SchemaIssue[] {
  if (!isObject(group)) return [];
  const definitions = isObject(group.definitions) ? group.definitions : {};
  const out: SchemaIssue[] = [];
  walk(file, definitions, '/definitions', definitions, out);
  const endpoints = isObject(group.endpoints) ? group.endpoints : {};
  for (const [name, spec] of Object.entries(endpoints)) {
    if (isObject(spec) && isObject(spec.reply)) walk(file, spec.reply, `/endpoints/${esc(name)}/reply`, definitions, out);
  }
  return out;
}
