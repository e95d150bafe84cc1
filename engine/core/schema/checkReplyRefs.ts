// The `$ref`s of an endpoint file's reply schemas must name one of the file's own `definitions`
// (`#/definitions/<Name>`): a reply type that does not exist is refused here, by `npm run gen` and
// `npm run schemas:check`, with file#pointer: reason (not later by tsc in a generated file).
import { esc, isObject } from './checkCrossRefsCorpus';

/** [pointer, reason] of every `$ref` of `endpoints.*.reply` and `definitions` that does not resolve. */
export function unresolvedReplyRefs(file: unknown): [string, string][] {
  if (!isObject(file)) return [];
  const definitions = isObject(file.definitions) ? file.definitions : {};
  const out: [string, string][] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`));
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') {
      const name = /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
      if (name === undefined || !isObject(definitions[name]))
        out.push([`${pointer}/$ref`, `no definition "${node.$ref}" in this file's definitions`]);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'enum' && k !== 'const') walk(v, `${pointer}/${esc(k)}`);
  };
  for (const [name, spec] of Object.entries(isObject(file.endpoints) ? file.endpoints : {}))
    if (isObject(spec) && isObject(spec.reply)) walk(spec.reply, `/endpoints/${esc(name)}/reply`);
  for (const [name, schema] of Object.entries(definitions)) walk(schema, `/definitions/${esc(name)}`);
  return out;
}
