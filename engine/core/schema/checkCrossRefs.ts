// References across schema files, checked by `npm run schemas:check` after the per-file checks:
// forms, modals, lists, filter sets and tab groups named by id exist (and their id is their file
// name, which is how the engine's registries find them), calls `<group>.<name>` exist with the
// method their use needs, screens exist, and every route, redirect target, menu entry, tab, link
// and action route is served by the route table. Pure: the parsed files in, issues out.
import { corpusOf, isObject, refsOf, type Json, type Refs } from './checkCrossRefsCorpus';
import { checkEndpointCrossRefs } from './checkCrossRefsEndpoints';
import { checkFormCrossRefs } from './checkCrossRefsForms';
import { checkListCrossRefs } from './checkCrossRefsLists';
import { checkModalCrossRefs } from './checkCrossRefsModals';
import { checkRecordCrossRefs } from './checkCrossRefsRecords';
import { checkMenuRefs, checkRedirectRefs, checkRouteTableRefs, checkTabRefs } from './checkCrossRefsRoutes';
import type { SchemaIssue } from './issue';

type FolderCheck = (json: Json, refs: Refs) => void;

const FOLDER_CHECKS: Record<string, FolderCheck> = {
  forms: checkFormCrossRefs,
  modals: checkModalCrossRefs,
  lists: checkListCrossRefs,
  tabs: checkTabRefs,
  endpoints: checkEndpointCrossRefs,
  records: checkRecordCrossRefs,
};

const TOP_CHECKS: Record<string, (json: unknown, refs: Refs) => void> = {
  'schemas/routes.json': checkRouteTableRefs,
  'schemas/redirects.json': checkRedirectRefs,
  'schemas/menu.json': checkMenuRefs,
};

/** References name a file, the engine's registries find it by this key: they must agree (forms:
 * checkFormRefs does it). */
const ID_KEYS: Record<string, string> = {
  modals: 'id',
  lists: 'id',
  filters: 'id',
  tabs: 'id',
  records: 'id',
  endpoints: 'group',
};

/** `files`: parsed schema files by repository-relative path; `screens`: screen ids with a module. */
export function checkCrossRefs(
  files: ReadonlyMap<string, unknown>,
  screens: readonly string[],
): SchemaIssue[] {
  const corpus = corpusOf(files, screens);
  const out: SchemaIssue[] = [];
  for (const [file, json] of files) {
    const refs = refsOf(corpus, file, out);
    const [, folder, id] = /^schemas\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (folder && isObject(json)) {
      const key = ID_KEYS[folder];
      if (key && json[key] !== id) refs.problem(`/${key}`, `must equal the file name "${id}"`);
      FOLDER_CHECKS[folder]?.(json, refs);
    }
    TOP_CHECKS[file]?.(json, refs);
  }
  return out;
}
