// The calls of the lean sign-in page: session, texts, sign-in, onboarding and brand (for the
// language cookie's domain), from their endpoint files only.
import { plainCaller } from '../../engine/lite';
import { CALLS as ACCOUNT } from '../../.generated/api/calls/account';
import { CALLS as LOCALIZATION } from '../../.generated/api/calls/localization';
import { CALLS as ONBOARDING } from '../../.generated/api/calls/onboarding';
import { CALLS as SAAS } from '../../.generated/api/calls/saas';

export const SIGN_IN_CALLS = { ...ACCOUNT, ...LOCALIZATION, ...ONBOARDING, ...SAAS };

export const call = plainCaller(SIGN_IN_CALLS);
