// The lean sign-in page: the visitor frame, the card titled "Sign in" with the login form (LiteForm,
// from schemas/forms/login.json) and the links under it, as screens/account/Login.tsx shows them in
// the app. Links and what follows a sign-in are full page loads (the app is not loaded here).
import { Anchor, Group, MantineProvider } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  AuthCard,
  LiteForm,
  safeRedirect,
  SOMETHING_BAD_HAPPENED,
  type AlertVariant,
  type FormFile,
  type LiteReply,
  type PrecompiledValidate,
} from '../../engine/lite';
import { tinyTranslator, type Namespaces } from '../i18n/tinyTranslator';
import { readableColors } from '../readableColors';
import { pageTitle } from '../router/titles';
import { chooseLanguage } from '../session/cookies';
import { call, SIGN_IN_CALLS } from './calls';
import { StartFrame } from '../shell/start/StartFrame';
import { theme } from '../theme';

const loadAlerts = () => import('./Alerts');
const Alerts = lazy(loadAlerts);

const FORGOT_PASSWORD = '/account/forgot_password';
const CREATE_ACCOUNT = '/account/create';
const OTP_PATH = '/account/otp';
const ROUTE_TITLE = 'Sign in';

/** A language chosen: the `lang` cookie on the brand's cookie domain, then the page reloads. */
async function choose(code: string): Promise<void> {
  const brand = await call('saas.brand');
  chooseLanguage(code, brand.reply?.cookies_domain || undefined);
}

/** Signed in: the code page when two-step verification is on, else as screens/account/afterSignIn.ts
 * (onboarding while it is not done, else the safe `next`). */
async function afterSignIn(reply: unknown): Promise<void> {
  const next = safeRedirect(new URL(window.location.href).searchParams.get('next'));
  const needsCode = typeof reply === 'object' && reply !== null && 'state' in reply && reply.state === 'need mfa';
  if (needsCode) return window.location.assign(`${OTP_PATH}?next=${encodeURIComponent(next)}`);
  const info = await call('onboarding.info');
  window.location.replace(info.reply?.show_onboarding ? '/onboarding' : next);
}

export interface SignInPageProps {
  form: FormFile;
  validate: PrecompiledValidate;
  texts: Namespaces;
  lang: string;
}

export function SignInPage({ form, validate, texts, lang }: SignInPageProps) {
  const t = useMemo(() => tinyTranslator(texts, ['account', 'common']), [texts]);
  const label = useMemo(() => tinyTranslator(texts, ['shell'])('language.label', { code: lang.toUpperCase() }), [texts, lang]);
  // The route's title as RouteScreen translates it: schemas/routes.json names no namespace for the
  // sign-in route, so `common`.
  const title = useMemo(() => tinyTranslator(texts, ['common'])(ROUTE_TITLE), [texts]);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // Alerts as in the app (engine/feedback/alerts), whose code and styles load with the first one.
  const [alerting, setAlerting] = useState(false);
  const alert = useCallback((message: string, variant: AlertVariant) => {
    setAlerting(true);
    void loadAlerts().then(({ showAlert }) => showAlert({ message, variant }));
  }, []);
  // The error pipeline's global part (engine/api/pipeline/applyPipeline.ts) for this page: an error
  // page, or 'Something bad happened'; a 401 leaves the sign-in page where it is, as in the app.
  const submitCall = useCallback(
    async (endpointId: string, arg: Record<string, unknown>): Promise<LiteReply> => {
      const result = await call(endpointId, arg);
      if (result.decision === 'errorPage') window.location.assign(`/error/${result.status}`);
      if (result.decision === 'alert') alert(t(SOMETHING_BAD_HAPPENED), 'danger');
      return { ok: result.decision === 'success', data: result.data };
    },
    [alert, t],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      {alerting && (
        <Suspense>
          <Alerts />
        </Suspense>
      )}
      <StartFrame language={{ lang, label, choose: (code) => void choose(code) }}>
        <AuthCard
          title={title}
          footer={
            <Group justify="space-between">
              <Anchor href={FORGOT_PASSWORD} size="sm">
                {t('Forgot password?')}
              </Anchor>
              <Anchor href={CREATE_ACCOUNT} size="sm">
                {t('Create account')}
              </Anchor>
            </Group>
          }
        >
          <LiteForm form={form} validate={validate} t={t} hideTitle calls={SIGN_IN_CALLS} call={submitCall} alert={alert} onSuccess={(reply) => void afterSignIn(reply)} />
        </AuthCard>
      </StartFrame>
    </MantineProvider>
  );
}
