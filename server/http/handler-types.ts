// What a call's handler is: a function of one call, bound by the call's id (`<group>.<name>` of
// schemas/endpoints/). The handler never names its path, method, privilege or input schema: the
// endpoint file does, and the route layer (declared-routes.ts) checks them before the handler runs.
// A module of handlers is `defineHandlers(group, (deps) => ({ <name>: handler, ... }))`; the
// generated DeclaredCalls (.generated/api/server-calls.ts) makes a missing or extra name a type error
// and gives a writing call its transaction as `call.db` (the root database is not among the deps).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DeclaredCalls } from '../../.generated/api/server-calls.ts';
import type { Acquirer } from '../acquirer/acquirer.ts';
import type { Database } from '../db/schema.ts';
import type { IdentityProvider } from '../identity/provider.ts';
import type { ListRoute } from '../lists/types.ts';
import type { MerchantAccess } from '../merchant/require-merchant.ts';
import type { PayoutProcessor } from '../payout-processor/processor.ts';
import type { Shortener } from '../shortener/shortener.ts';
import type { CheckoutSources } from '../checkout/sources.ts';
import type { AppContext } from './context.ts';
import type { DevTools } from '../dev/editor-access.ts';
import type { SaasConfig } from '../public/saas.ts';

/** What handler modules are made with: the install's services, not the database (a call brings its own). */
export type CallDeps = Omit<AppContext, 'db'> & {
  acquirer: Acquirer;
  payoutProcessor: PayoutProcessor;
  identity: IdentityProvider;
  shortener: Shortener;
  checkoutSources: CheckoutSources;
  /** The list files' routes (reports and exports read lists by their files). */
  lists: ListRoute[];
  /** Folder of the locale files served by localization calls. */
  localesDir: string;
  /** The provider's brand settings (saas.brand, server/public/saas.ts). */
  saas: SaasConfig;
  /** Who may use the development calls, and the API description (dev group, server/dev/editor-access.ts). */
  devTools: DevTools;
};

type CallBase = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** `<group>.<name>`. */
  id: string;
  /** The caller's privileges on the merchant of a call with a {view, level} access (else it throws). */
  readonly access: MerchantAccess;
  /** The body, checked against the call's form (`body: forms/<id>`) when first read: 400 naming the field. */
  readonly body: unknown;
  /** Runs `work` once the call's writes are committed (not at all when the call fails): wake a worker, send a notice. */
  afterCommit(work: () => void): void;
};

export type Trx = Transaction<Database>;
/** A call that only reads: the database. */
export type ReadCall = CallBase & { db: Kysely<Database> };
/** A writing call: its one transaction, committed when the handler returns, rolled back when it throws. */
export type WriteCall = CallBase & { db: Trx };
/** A call that writes around a third party's answer: reads through `db`, each write in a `step` (its own transaction). */
export type StepsCall = CallBase & { db: Kysely<Database>; step: <T>(work: (trx: Trx) => Promise<T>) => Promise<T> };

export type CallKind = 'read' | 'write' | 'steps';
type CallOf<K> = K extends 'write' ? WriteCall : K extends 'steps' ? StepsCall : ReadCall;
export type Handler<K extends CallKind = CallKind> = (call: CallOf<K>) => unknown;

export type Group = keyof DeclaredCalls;
export type GroupHandlers<G extends Group> = { [N in keyof DeclaredCalls[G]]: Handler<DeclaredCalls[G][N] & CallKind> };

export type HandlerModule = { group: string; make: (deps: CallDeps) => Record<string, Handler<never>> };

export function defineHandlers<G extends Group>(group: G, make: (deps: CallDeps) => GroupHandlers<G>): HandlerModule {
  return { group, make: make as HandlerModule['make'] };
}
