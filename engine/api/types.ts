// Request, error, body and query-string types of the HTTP contract (docs/architecture.md). Endpoint
// files in schemas/endpoints/ name the body and params types below; reply types are generated from
// the files' reply schemas (.generated/api/replies.ts).

import type { FetchArgs } from '@reduxjs/toolkit/query';

/** What an endpoint hands to the base query: a URL, or fetch arguments where a body makes it a POST. */
export type ApiRequest = string | FetchArgs;

/** Status 0 means no reply: aborted, offline, or not JSON. */
export interface ApiError {
  status: number;
  data: unknown;
}

export interface ApiExtraOptions {
  /** Shell reads (session, brand, merchants) are not aborted by a navigation. */
  survivesNavigation?: boolean;
}

/** Request headers of one call (an Idempotency-Key), given with a POST's argument as `$headers`. */
export interface CallHeaders {
  $headers?: Record<string, string>;
}

/** The values of a form (`forms/<id>` bodies) or any open request. */
export type FormValues = Record<string, unknown>;

export interface LoginBody {
  email: string;
  password: string;
}

export interface OtpBody {
  otp: string;
}

export interface RegistrationBody {
  email: string;
  password: string;
  password2: string;
  first_name: string;
  last_name: string;
}

export type InviteBody = Omit<RegistrationBody, 'email'>;

export interface TokenBody {
  token: string;
}

export interface ReconfirmBody {
  email?: string;
}

export interface PasswordEmailBody {
  email: string;
}

export interface PasswordResetBody {
  password: string;
  password2: string;
}

export interface PasswordOtpResetBody extends PasswordResetBody {
  otp_pin: string;
}

export interface FeedbackBody {
  message: string;
  rating?: number;
}

export interface PersonalBody {
  first_name: string;
  last_name: string;
  lang: string;
  phone?: string;
}

export interface MfaEnableBody {
  secret: string;
  otp: string;
}

export type ProfileImageBody = FormData;

export interface LocalizationParams {
  lang: string;
  route: string;
}

export interface MerchantSearchBody {
  search: string;
}

/** The schema playground's check (POST /dev/schemas/check/). */
export interface SchemaCheckBody {
  /** A list, form or tab group file: `schemas/lists/payments.json`. */
  file: string;
  /** The draft's text. */
  json: string;
}

/** A file delete call names the stored file by `id` or `file_id` (spec 002 s.7); a list row may carry more. */
export interface FileRefBody {
  id?: number | string;
  file_id?: number | string;
}

/** The payment method toggle: the state the merchant wants. */
export interface MethodToggleBody {
  enabled: boolean;
}

/** Dashboard calls name the selected merchant (spec 000 s.7 'Dashboard'). */
export interface DashboardParams {
  merchant: number | string;
}

/** GET /dashboard/config/: every category, or the one named. */
export interface DashboardConfigParams extends DashboardParams {
  category_name?: string;
}

/** The active widgets of a category, in order. */
export interface DashboardConfigBody extends DashboardParams {
  category_name: string;
  widgets: number[];
}

/** Back to the default widgets: of one category, or of all. */
export interface DashboardResetBody extends DashboardParams {
  category_name?: string;
}

/** A widget's filter: currency (default the merchant's first) and whole days (default the last 7). */
export interface DashboardWidgetParams extends DashboardParams {
  currency?: string;
  date_from?: string;
  date_to?: string;
}

/** GET /merchant/add/choices/trades/: the trade classification lists of a country. */
export interface TradesParams {
  country: string;
}

/** POST identification: {} starts the person's session; {session_token} submits the finished one. */
export interface IdentificationSubmitBody {
  session_token?: string;
}

/** GET /ext/identomat/redirect/: the session whose result to read. */
export interface IdentityRedirectParams {
  session_token: string;
}

/** GET buttons/ (spec 001 s.7): the list of the chosen merchant's buttons. */
export interface ButtonListParams {
  merchant: number | string;
  page?: number;
  limit?: number;
}

/** GET design/list/ (the lists engine): every design the user sees, or one merchant's (merchant_id, or merchant). */
export interface DesignListParams {
  merchant_id?: number | string;
  merchant?: number | string;
  page?: number;
  limit?: number;
}

/** POST {merchant}/currency/convert/: an amount (decimal string) from one currency to another. */
export interface CurrencyConvertBody {
  from: string;
  to: string;
  amount: string;
}

/** POST buttons/{merchant}/design/{design}/compile/: the embed code of the button (its alias). */
export interface ButtonCompileBody {
  button_hash: string;
  /** The constructor's appearance; the saved one when absent. */
  appearance?: Record<string, unknown>;
}

/** POST {merchant}/design/hash/{hash}/: the configuration travels as a JSON string (spec 001 s.7). */
export interface DesignSaveBody {
  name: string;
  comment?: string;
  configuration: string;
}

/** POST design/bulk_status/: the designs whose status the page polls. */
export interface DesignIdsBody {
  design_ids: number[];
}

/** A call that takes no values (publish, unpublish). */
export type NoBody = Record<string, never>;
