// A tab's path preset (server/lists/types.ts PathPreset: promocodes of one type, of one entity) reads
// the call's path parameters: schemas:check and the server's start (loadListRoutes) refuse an endpoint
// file whose path lacks one, naming file#pointer. Node environment: both read a copy of schemas/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../../scripts/schemas-check';
import { formatIssue } from '../../../engine/core/schema/issue';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { loadListRoutes } from '../../../server/lists/load-definitions';
import { listSources } from '../../../server/lists/sources';

const root = mkdtempSync(join(tmpdir(), 'path-preset-'));
cpSync(join(REPO_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
const file = join(root, 'schemas/endpoints/promocodes.json');
const group = JSON.parse(readFileSync(file, 'utf8'));
group.endpoints.typeList.path = '/merchant/{merchant}/promo/{kind}/list/';
writeFileSync(file, JSON.stringify(group, null, 2));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const REFUSAL = 'schemas/endpoints/promocodes.json#/endpoints/typeList/path: the promocodes of a type list\'s tab "type" reads the path parameter "entity_type", which this path lacks';

describe('a path preset names parameters of its call', () => {
  it('schemas:check names the file and pointer; the entity list, whose path has both, passes', () => {
    const issues = checkAll(root).map(formatIssue);
    expect(issues).toContain(REFUSAL);
    expect(issues.filter((i) => i.includes('/endpoints/entityList'))).toEqual([]);
  });

  it('the server refuses to start with it', () => {
    expect(() => loadListRoutes(listSources, root)).toThrow(REFUSAL);
  });

  it('the repository as it is: the moved lists are served at their paths', () => {
    const paths = loadListRoutes(listSources).filter((r) => r.pathPreset || r.endpoint.startsWith('designs.')).map((r) => `${r.endpoint} ${r.path}`);
    expect(paths.sort()).toEqual([
      'designs.list /merchant/payment-solutions/design/list/',
      'designs.merchantList /merchant/payment-solutions/:merchant/design/list/',
      'promocodes.entityList /merchant/:merchant/promo/:entity_type/:entity_id/list/',
      'promocodes.typeList /merchant/:merchant/promo/:entity_type/list/',
    ]);
  });
});
