// The entry. A fresh load of the sign-in page gets the lean sign-in page (src/signin: no router,
// Redux, rjsf or i18next, issue 15); every other address, and the sign-in page of a signed-in user,
// the full app. Both are chunks of their own, so neither loads the other's code.
import { LOGIN_PATH } from './router/loginAddress';
import { callStartCalls } from './startCalls';

const startApp = () => import('./startApp');

if (window.location.pathname === LOGIN_PATH) void import('./signin/startSignIn').then(({ startSignIn }) => startSignIn(startApp));
else {
  callStartCalls();
  void startApp();
}
