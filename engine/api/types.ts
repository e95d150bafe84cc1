// Request, error and reply types of the HTTP contract (docs/architecture.md). Endpoint files in
// schemas/endpoints/ name the body, params and reply types below.

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

export type EmptyReply = Record<string, never>;
export type FormValues = Record<string, unknown>;

export type AuthState = 'ok' | 'need mfa' | 'no' | 'need password';

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  lang: string;
  registration_step: string;
  email_confirmed: boolean;
  mfa_enabled: boolean;
  demo_mode: boolean;
  /** May open the schema playground (/dev/playground) in a production build. */
  schema_editor: boolean;
}

export interface CheckAuthReply {
  state: AuthState;
  user?: User;
}

export interface StateReply {
  state: AuthState;
}

export interface RedirectReply {
  redirect: string;
}

export interface MessageReply {
  message: string;
}

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

export interface PushItem {
  id: number;
  title: string;
  text: string;
  created: string;
  read: boolean;
}

export interface PushReply {
  data: PushItem[];
  unread: number;
}

export interface PersonalSettings {
  first_name: string;
  last_name: string;
  lang: string;
  phone: string;
}

export interface MfaReply {
  enabled: boolean;
  secret?: string;
  otpauth_uri?: string;
}

export interface MfaEnableBody {
  secret: string;
  otp: string;
}

export type ProfileImageBody = FormData;

export interface ProfileImageReply {
  url: string;
}

export interface SaasReply {
  id: number;
  menu_config: Record<string, 'hide'>;
  support_email: string;
  region_langs: Record<string, string[]>;
  cookies_domain: string;
  marketing_data: { google?: { gtm_code?: string } };
}

export interface LocalizationParams {
  lang: string;
  route: string;
}

export interface LocalizationReply {
  lang: string;
  messages: Record<string, string>;
}

export interface Merchant {
  id: number;
  merchant_id: number;
  name: string;
  url: string;
  company_name: string;
  status: string;
  currencies: string[];
  country: string;
  privileges: Record<string, 'read' | 'edit'>;
  has_multiparty?: boolean;
}

export interface MerchantListReply {
  data: Merchant[];
}

export interface MerchantSearchBody {
  search: string;
}

export interface MerchantStatusReply {
  step: 'create_merchant' | 'finance_settings' | 'upload_docs' | 'sign_contract';
  data: { merchant_id: number; company_profile_id: number };
  show: boolean;
}

export interface SchemaCheckBody {
  /** A list, form or tab group file: `schemas/lists/payments.json`. */
  file: string;
  /** The draft's text. */
  json: string;
}

export interface SchemaCheckIssue {
  file: string;
  pointer: string;
  reason: string;
  severity: 'error' | 'warning';
  line?: number;
  column?: number;
}

export interface SchemaCheckReply {
  issues: SchemaCheckIssue[];
}

export interface MailboxReply {
  data: { id: number; to: string; subject: string; text: string; created: string }[];
}
