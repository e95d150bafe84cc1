// Where the server's storage is, from the environment (server/db/connect.ts targetFromEnv): PGlite
// unless DATABASE_URL is set; DB_PIPELINED_CONNECTIONS is taken when it is a whole number and stops
// the start when it is not.
import { describe, expect, it } from 'vitest';
import { targetFromEnv } from '../../../server/db/connect.ts';

const URL = 'postgres://u@db:5432/portal';

describe('the database target from the environment', () => {
  it('is PGlite without DATABASE_URL, in PGLITE_DIR or ./data/pglite', () => {
    expect(targetFromEnv({})).toEqual({ pgliteDir: './data/pglite' });
    expect(targetFromEnv({ PGLITE_DIR: 'memory://' })).toEqual({ pgliteDir: 'memory://' });
  });

  it('is the server of DATABASE_URL, with the pipelined connections when they are set', () => {
    expect(targetFromEnv({ DATABASE_URL: URL })).toEqual({ url: URL });
    expect(targetFromEnv({ DATABASE_URL: URL, DB_PIPELINED_CONNECTIONS: '' })).toEqual({ url: URL });
    expect(targetFromEnv({ DATABASE_URL: URL, DB_PIPELINED_CONNECTIONS: '3' })).toEqual({ url: URL, pipelined: 3 });
  });

  it.each(['0', '-1', '2.5', 'four', '1000', ' 2'])('refuses DB_PIPELINED_CONNECTIONS=%j, naming the setting', (value) => {
    expect(() => targetFromEnv({ DATABASE_URL: URL, DB_PIPELINED_CONNECTIONS: value })).toThrow(/DB_PIPELINED_CONNECTIONS must be a whole number from 1 to 999/);
  });
});
