// npm run dev: the API plus Vite in middleware mode (hot reload) on one port.
import { createServer } from 'vite';
import { buildApp } from './app.ts';
import { host, port, publicUrl } from './config.ts';
import { connect, targetFromEnv } from './db/connect.ts';
import { identityConfigFromEnv } from './identity/config.ts';
import { httpIdentityProvider } from './identity/provider.ts';
import { startStandIn } from './identity-provider/start.ts';
import { loadSecretKey } from './security/secret-key.ts';
import { prepareDatabase } from './seed/first-start.ts';

const db = connect(targetFromEnv());
await prepareDatabase(db, publicUrl());
const secretKey = await loadSecretKey(db);
const identityConfig = identityConfigFromEnv(secretKey);
const identity = httpIdentityProvider(identityConfig.url, identityConfig.apiKey);
const app = await buildApp({ db, secretKey, publicUrl: publicUrl(), logger: true, identity, payoutWorker: true, distDir: null, dev: true, production: false });
const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'spa' });

// Everything outside /api goes to Vite (modules, assets, index.html for client routes), keeping
// the security headers the Fastify hooks already set.
app.addHook('onRequest', (request, reply, done) => {
  if (request.url.startsWith('/api/')) return done();
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  vite.middlewares(request.raw, reply.raw, () => {
    reply.raw.statusCode = 404;
    reply.raw.end('Not found');
  });
});

// The stand-in identity provider on its own port: another origin, as a real provider would be.
const standIn = await startStandIn(identityConfig, db, publicUrl(), host());
if (standIn.shared) console.log(`identity stand-in already answering on port ${identityConfig.port}: using it`);
await app.listen({ port: port(), host: host() });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await vite.close();
    await standIn.app?.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
