// One guard per access kind of schemas/routes.json: where a navigation goes instead, if anywhere.
import type { CheckAuthReply } from '../../engine/api';
import type { Access } from './routeTable';
import { safeRedirect } from '../../engine';
import { loginAddress } from './loginAddress';

export interface AccessContext {
  auth: CheckAuthReply | undefined;
  url: URL;
  hasMultiparty: () => Promise<boolean>;
  hasMoto: () => Promise<boolean>;
}

type Guard = (context: AccessContext) => string | undefined | Promise<string | undefined>;

const OTP_PATH = '/account/otp';
const MULTIPARTY_EMPTY = '/multiparty-payments/empty';
const MOTO = '/solutions/terminal/moto';

/** A visitor page (sign in, sign up): a signed-in user goes on to `next`, one half signed in to the code. */
export function visitorTarget({ auth, url }: Pick<AccessContext, 'auth' | 'url'>): string | undefined {
  if (auth?.state === 'ok') return safeRedirect(url.searchParams.get('next'), url.origin);
  if (auth?.state === 'need mfa') return `${OTP_PATH}${url.search}`;
  return undefined;
}

const signedIn: Guard = ({ auth, url }) => (auth?.state === 'ok' ? undefined : loginAddress(`${url.pathname}${url.search}`));

export const ACCESS: Record<Access, Guard> = {
  open: () => undefined,
  visitor: visitorTarget,
  user: signedIn,
  multiparty: async (context) => signedIn(context) ?? ((await context.hasMultiparty()) ? undefined : MULTIPARTY_EMPTY),
  'multiparty-empty': async (context) => signedIn(context) ?? ((await context.hasMultiparty()) ? '/multiparty-payments' : undefined),
  // The MO/TO terminal, or its welcome page (request MO/TO) for a user without a MO/TO merchant.
  moto: async (context) => signedIn(context) ?? ((await context.hasMoto()) ? undefined : `${MOTO}/welcome`),
  'moto-empty': async (context) => signedIn(context) ?? ((await context.hasMoto()) ? MOTO : undefined),
};
