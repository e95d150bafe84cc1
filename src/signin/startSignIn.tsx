// The lean sign-in page (issue 15, docs/decisions.md): /account/login opened afresh loads this
// instead of the app. Its form file and validator are imported here (not through the form
// registry's lazy chunks: no second round of requests). Before the first render, in parallel: the
// session (a signed-in user gets the app, which sends them on as the visitor guard says) and the
// page's texts in the app's language. A form with issues or one the lite renderer cannot show gets
// the app too (SchemaForm shows it, or its issues).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles';
import FORM_ISSUES from 'virtual:form-issues';
import validateLogin from '../../.generated/validators/forms/login.js';
import loginForm from '../../schemas/forms/login.json';
import { liteProblem, type FormFile } from '../../engine/lite';
import { cookieLanguage } from '../i18n/cookieLanguage';
import { bundledTexts } from '../i18n/localesBackend';
import type { Namespaces } from '../i18n/tinyTranslator';
import { visitorTarget } from '../router/access';
import { LOGIN_PATH } from '../router/loginAddress';
import { call, SIGN_IN_CALLS } from './calls';
import { SignInPage } from './SignInPage';

const FORM = loginForm as FormFile;

/** The page's namespaces as the app would have them: the server's texts for the route (account and
 * shell; the bundled files when it does not answer) and the bundled `common` (rule and server messages). */
async function pageTexts(lang: string): Promise<Namespaces> {
  const [server, common] = await Promise.all([call('localization.get', { lang, route: LOGIN_PATH }), bundledTexts(lang, 'common')]);
  const messages = server.reply?.lang === lang ? (server.reply.messages as Namespaces) : undefined;
  const own = messages ?? { account: await bundledTexts(lang, 'account'), shell: await bundledTexts(lang, 'shell') };
  return { ...own, common };
}

export async function startSignIn(startApp: () => Promise<unknown>): Promise<void> {
  const lang = cookieLanguage();
  document.documentElement.lang = lang;
  const [auth, texts] = await Promise.all([call('account.checkAuth'), pageTexts(lang)]);
  const usable = !FORM_ISSUES[`schemas/forms/${FORM.id}.json`]?.length && !liteProblem(FORM, SIGN_IN_CALLS);
  if (!usable || visitorTarget({ auth: auth.reply, url: new URL(window.location.href) })) {
    await startApp();
    return;
  }
  // Back or forward to an address the app pushed: the app shows it.
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== LOGIN_PATH) window.location.reload();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SignInPage form={FORM} validate={validateLogin} texts={texts} lang={lang} />
    </StrictMode>,
  );
}
