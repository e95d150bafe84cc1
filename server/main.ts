// Production entry: migrations, demo data on first start, then the API and the built SPA on PORT.
// `npm start` runs it compiled (dist-server/main.js, scripts/build-server.mjs). The log keeps warn and
// up by default (errors, calls slower than LOG_SLOW_MS ms); LOG_LEVEL=info logs every request.
import { sql } from 'kysely';
import { host, port, publicUrl } from './config.ts';
import { connect, targetFromEnv } from './db/connect.ts';
import { identityConfigFromEnv } from './identity/config.ts';
import { httpIdentityProvider } from './identity/provider.ts';
import { startStandIn } from './identity-provider/start.ts';
import { loadSecretKey } from './security/secret-key.ts';
import { codeThreshold } from './payouts/code-check.ts';

// A setting that is not understood stops the start, naming it (not a 500 on the first payout).
codeThreshold();

const db = connect(targetFromEnv());
// Start the database (PGlite boots in its worker) while the HTTP modules load.
const dbReady = sql`select 1`.execute(db);
const [{ buildApp }, { prepareDatabase }] = await Promise.all([import('./app.ts'), import('./seed/first-start.ts')]);
await dbReady;
const seeded = await prepareDatabase(db, publicUrl());
// The identity stand-in's key derives from the secret key every instance shares (server/identity/config.ts).
const secretKey = await loadSecretKey(db);
const identityConfig = identityConfigFromEnv(secretKey);
const identity = httpIdentityProvider(identityConfig.url, identityConfig.apiKey);
const app = await buildApp({
  db,
  secretKey,
  publicUrl: publicUrl(),
  logger: { level: process.env.LOG_LEVEL || 'warn' },
  slowMs: Number(process.env.LOG_SLOW_MS) || undefined,
  identity,
  payoutWorker: true,
  distDir: process.env.DIST_DIR ?? 'dist',
});
if (seeded) console.log('empty database: demo data created');
// The stand-in identity provider on its own port: another origin, as a real provider would be. Started
// first, so that a port taken by something else stops the start before the portal serves anyone.
const standIn = await startStandIn(identityConfig, db, publicUrl(), host(), app.log.level);
if (standIn.shared) console.log(`identity stand-in already answering on port ${identityConfig.port}: using it`);
const address = await app.listen({ port: port(), host: host() });
console.log(`portal listening on ${address} (log level ${app.log.level})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await standIn.app?.close();
    await app.close();
    await db.destroy(); // flushes PGlite's data directory
    process.exit(0);
  });
}
