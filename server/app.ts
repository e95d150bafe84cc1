// buildApp(options): the whole HTTP service on a given database, for main.ts, dev.ts and tests.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Acquirer } from './acquirer/acquirer.ts';
import { acquirerFromEnv } from './acquirer/select.ts';
import type { FiscalProvider } from './fiscal/provider.ts';
import { fiscalProviderFromEnv } from './fiscal/select.ts';
import { fiscalDb } from './fiscal/tables.ts';
import { startFiscalWorker } from './fiscal/worker.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { checkoutSources, type CheckoutSources } from './checkout/sources.ts';
import { demoMailbox, publicUrl } from './config.ts';
import type { Db } from './db/connect.ts';
import type { AppContext } from './http/context.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerReplySchemas } from './http/reply-schemas.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerInputSchemas } from './http/input-schemas.ts';
import { refuseUndeclaredRoutes, registerDeclaredRoutes } from './http/declared-routes.ts';
import { handlerModules } from './handlers.ts';
import { registerFreeTextMasking } from './http/free-text-bodies.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerCompression } from './http/compress.ts';
import { DEFAULT_SLOW_MS, registerSlowLog } from './http/slow-log.ts';
import { logSerializers } from './http/log-serializers.ts';
import { parseQueryString } from './http/query-string.ts';
import { fastifyTrustProxy, trustProxyFromEnv, type TrustProxy } from './http/trust-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { registerSpa } from './http/spa.ts';
import { landingPublicRoutes } from './landings/public-routes.ts';
import { identityConfigFromEnv } from './identity/config.ts';
import { httpIdentityProvider, type IdentityProvider } from './identity/provider.ts';
import { identomatRedirect } from './identity/handlers.ts';
import { registerLists } from './lists/register-lists.ts';
import { listSources } from './lists/sources.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { PayoutProcessor } from './payout-processor/processor.ts';
import { payoutProcessorFromEnv } from './payout-processor/select.ts';
import { startPayoutWorker } from './payouts/worker.ts';
import { embedScriptRoute } from './buttons/embed.ts';
import { demoMailboxServed } from './public/dev-mailbox.ts';
import { apiDescription, apiReferenceRoute } from './openapi/routes.ts';
import { saasFromEnv, type SaasConfig } from './public/saas.ts';
import { loadSecretKey } from './security/secret-key.ts';
import { registerMultipart } from './uploads/multipart.ts';
import { loadListRoutes } from './lists/load-definitions.ts';
import { routesByEndpoint, startJobs, type JobsOptions } from './jobs/start.ts';
import { shortenerFromEnv, type Shortener } from './shortener/shortener.ts';
import { shortLinkRedirect } from './shortener/routes.ts';

const API_PREFIX = '/api/v2';
const CHECKOUT_PREFIX = '/checkout/';

export type AppOptions = {
  db: Db;
  /** Built SPA folder; null serves the API only. */
  distDir?: string | null;
  secretKey?: string;
  mailer?: Mailer;
  publicUrl?: string;
  production?: boolean;
  saas?: SaasConfig;
  localesDir?: string;
  /** Log requests (JSON lines to stdout, or to `stream`, from `level` up, default info); URLs are logged with card numbers masked. */
  logger?: boolean | { stream?: NodeJS.WritableStream; level?: string };
  /** With a logger: calls taking at least this many ms are logged at warn level (server/http/slow-log.ts). */
  slowMs?: number;
  /** The proxies trusted to name the client (default: TRUST_PROXY, server/http/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Serve the demo mailbox where it is safe (default: DEMO_MAILBOX=1, server/public/dev-mailbox-route.ts). */
  demoMailbox?: boolean;
  /** Relaxed CSP for Vite's hot reload (dev.ts only). */
  dev?: boolean;
  /** Identity provider of the onboarding frame (default: IDENTITY_URL / the stand-in, server/identity/config.ts). */
  identity?: IdentityProvider;
  /** Folder holding the schemas/ the lists are read from (default the repository; tests pass a copy). */
  schemasRoot?: string;
  /** Payables of the hosted checkout (default server/checkout/sources.ts; tests pass their own). */
  checkoutSources?: CheckoutSources;
  /** The acquirer that charges cards (default: ACQUIRER, server/acquirer/select.ts). */
  acquirer?: Acquirer;
  /** URL shortener of the links' copy action (default: SHORTENER_URL / the stand-in, server/shortener/). */
  shortener?: Shortener;
  /** The fiscal provider of the cash registers (default: FISCAL_PROVIDER, server/fiscal/select.ts). */
  fiscal?: FiscalProvider;
  /** Ms between runs of the fiscal worker (receipts of approved payments, daily shift close); 0 runs none (tests drive it). Default 2000. */
  fiscalWorkerMs?: number;
  /** Background job workers of this instance (server/jobs/start.ts; default WORKERS, 1). */
  jobs?: JobsOptions;
  /** The payout processor (default: PAYOUT_PROCESSOR, server/payout-processor/select.ts). */
  payoutProcessor?: PayoutProcessor;
  /** Settle payouts from the queue in this process while it runs (main.ts, dev.ts; tests call settleDue). */
  payoutWorker?: boolean;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const ctx: AppContext = {
    db: options.db,
    mailer: options.mailer ?? createMailer(options.db),
    secretKey: options.secretKey ?? (await loadSecretKey(options.db)),
    publicUrl: options.publicUrl ?? publicUrl(),
    production,
    fiscal: options.fiscal ?? fiscalProviderFromEnv(),
  };

  const identity = options.identity ?? defaultIdentityProvider(ctx.secretKey);
  const acquirer = options.acquirer ?? acquirerFromEnv();
  const payoutProcessor = options.payoutProcessor ?? payoutProcessorFromEnv();
  const shortener = options.shortener ?? shortenerFromEnv(ctx.db, ctx.publicUrl);

  const logger = options.logger ? { serializers: logSerializers, ...(typeof options.logger === 'object' ? options.logger : {}) } : false;
  const trustProxy = options.trustProxy ?? trustProxyFromEnv();
  const app = Fastify({ logger, trustProxy: fastifyTrustProxy(trustProxy),
    routerOptions: { querystringParser: parseQueryString } });
  installErrorHandler(app);
  if (logger) registerSlowLog(app, options.slowMs ?? DEFAULT_SLOW_MS);
  await registerSecurityHeaders(app, { dev: options.dev, frameOrigin: identity.origin });
  await app.register(cookie);
  await registerMultipart(app);
  registerCsrf(app, ctx.secretKey, CHECKOUT_PREFIX);
  registerSessions(app, ctx.db);
  registerReplySchemas(app, API_PREFIX);
  registerJsonBody(app);
  registerCompression(app);
  registerInputSchemas(app);
  registerFreeTextMasking(app, API_PREFIX);

  const describedApi = apiDescription(options.schemasRoot);
  await app.register(async (api) => {
    // Every route here is declared by an endpoint file (schemas/endpoints/) or a list file (schemas/lists/).
    refuseUndeclaredRoutes(api);
    const lists = loadListRoutes(listSources, options.schemasRoot);
    registerLists(api, ctx, lists);
    const { db, ...services } = ctx;
    registerDeclaredRoutes(api, db, {
      ...services, acquirer, payoutProcessor, identity, shortener, lists,
      checkoutSources: options.checkoutSources ?? checkoutSources, localesDir: options.localesDir ?? 'src/i18n/locales',
      saas: options.saas ?? saasFromEnv(), devTools: { openToEveryUser: options.dev === true, described: describedApi,
        mailbox: demoMailboxServed({ optedIn: options.demoMailbox ?? demoMailbox(), behindProxy: trustProxy !== undefined, production, publicUrl: ctx.publicUrl }) },
    }, handlerModules, new Set(listSources.flatMap((source) => source.tabs.map((tab) => tab.endpoint))), options.schemasRoot);
    const byEndpoint = routesByEndpoint(lists);
    startJobs(app, ctx, byEndpoint, options.jobs);
  }, { prefix: API_PREFIX });
  // The API reference page, guarded like the schema playground.
  apiReferenceRoute(app, ctx.db, { openToEveryUser: options.dev === true }, describedApi);
  // The identity provider's return address, at the spec's own path outside /api/v2.
  app.get('/api/ext/identomat/redirect/', identomatRedirect(ctx.db, identity));
  // The hosted checkout: public pages with a form token of their own (no session, so no session CSRF).
  checkoutRoutes(app, ctx, { sources: options.checkoutSources ?? checkoutSources, acquirer });
  // The stand-in shortener's short links, at the portal's root.
  shortLinkRedirect(app, ctx);
  embedScriptRoute(app);

  // Published landing pages: public, server-rendered (server/landings/public-routes.ts).
  landingPublicRoutes(app, ctx);

  if (options.payoutWorker) {
    const worker = startPayoutWorker(ctx.db, payoutProcessor, {
      intervalMs: Number(process.env.PAYOUT_WORKER_MS ?? 1000), onError: (e) => app.log.error(e, 'payout worker'),
    });
    app.addHook('onClose', () => worker.stop());
  }

  await registerSpa(app, options.distDir === undefined ? 'dist' : options.distDir);

  // The fiscal worker of this instance (server/fiscal/worker.ts); instances share the queue safely.
  const workerMs = options.fiscalWorkerMs ?? 2000;
  if (workerMs > 0) {
    const stop = startFiscalWorker(fiscalDb(ctx.db), ctx.fiscal, workerMs, (e) => app.log.error({ err: e }, 'fiscal worker'));
    app.addHook('onClose', async () => stop());
  }
  return app;
}

function defaultIdentityProvider(secretKey: string): IdentityProvider {
  const config = identityConfigFromEnv(secretKey);
  return httpIdentityProvider(config.url, config.apiKey);
}
