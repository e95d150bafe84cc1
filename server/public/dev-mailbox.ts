// GET /dev/mailbox/ (dev.mailbox, server/dev/handlers.ts): the outbox, for demos and tests without
// SMTP. It holds everyone's confirmation, reset and invitation links, so it is served only where the
// visitor can only be the person at the machine (docs/decisions.md, 'Demo mailbox'): only when
// DEMO_MAILBOX=1 opts in, never in production, never behind a trusted proxy (TRUST_PROXY set), only
// while PUBLIC_URL is a loopback address (the mailed links point at this machine), and only to a
// connection from a loopback address. The connection's own address decides, never request.ip or a
// forwarded header a client can write; and a request carrying a forwarding header came through a
// proxy (one on this machine connects from loopback even when TRUST_PROXY was forgotten), so it is
// refused whatever the header says. Anywhere else the call answers 404, as a call that is not there.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { badRequest, notFound } from '../http/errors.ts';

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const LOOPBACK_IP = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

/** True when links to this origin can only be opened on the machine the server runs on. */
export const isLoopbackUrl = (url: string): boolean => {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** Whether this install serves the mailbox at all. optedIn: DEMO_MAILBOX=1; behindProxy: TRUST_PROXY is set. */
export const demoMailboxServed = (o: { optedIn: boolean; behindProxy: boolean; production: boolean; publicUrl: string }): boolean =>
  o.optedIn && !o.production && !o.behindProxy && isLoopbackUrl(o.publicUrl);

/** The newest 100 mails (to one address with `?to=`), or 404 to a request not from this machine. */
export async function readMailbox(db: Db, request: FastifyRequest) {
  const proxied = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (proxied || !LOOPBACK_IP.test(request.socket.remoteAddress ?? '')) throw notFound();
  // Checked here, not by a `query` schema: the address is only looked at once the call is known to be served.
  const { to } = request.query as Record<string, unknown>;
  if (to !== undefined && typeof to !== 'string') throw badRequest([['to', 'Enter a valid email address']]);
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
  if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.execute();
  return { data: rows.map((m) => ({ id: m.id, to: m.to_address, subject: m.subject, text: m.body, created: m.created_at.toISOString() })) };
}
