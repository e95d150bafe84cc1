// Which window messages the portal believes: only a DONE from the identity provider's configured
// origin, sent by the frame we embedded, about the session we started. Any other page (another
// frame, an extension, a tab that opened us) can post messages too, so everything else is ignored.
export type IdentityDone = { sessionToken: string };

export function identityDone(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: { origin: string; sessionToken: string; frame?: MessageEventSource | null },
): IdentityDone | null {
  if (event.origin !== expected.origin) return null;
  if (expected.frame && event.source !== expected.frame) return null;
  const data = event.data as { type?: unknown; session_token?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.type !== 'DONE') return null;
  if (data.session_token !== expected.sessionToken) return null;
  return { sessionToken: expected.sessionToken };
}
