// References of an endpoint group: a `forms/<id>` body names an existing form (a reply's `$ref`s
// are the file's own business: checkEndpointRefs).
import { esc, isObject, type Json, type Refs } from './checkCrossRefsCorpus';

export function checkEndpointCrossRefs(group: Json, refs: Refs): void {
  const endpoints = isObject(group.endpoints) ? group.endpoints : {};
  for (const [name, spec] of Object.entries(endpoints)) {
    const body = isObject(spec) ? spec.body : undefined;
    if (typeof body === 'string' && body.startsWith('forms/')) {
      refs.file('forms', body.slice('forms/'.length), `/endpoints/${esc(name)}/body`);
    }
  }
}
