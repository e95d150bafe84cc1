// The embedded database on a fresh checkout: PGLITE_DIR's parent folders (./data) do not exist yet.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.ts';

describe('PGlite folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-dir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created with its missing parent folders and answers queries', async () => {
    const dir = join(root, 'data', 'pglite');
    const db = connect({ pgliteDir: dir });
    try {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
