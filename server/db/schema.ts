// Row types of every table, as Kysely sees them. Money columns are integer minor units.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;
/** A form's values with no dedicated column (migration 012): one JSONB document per record. */
export type FormValues = ColumnType<Record<string, unknown>, string | undefined, string>;

export type PrivilegeLevel = 'read' | 'edit';
/** A person's identification for a merchant (migration 018, server/identity/). */
export type IdentificationStatus = 'not_started' | 'pending' | 'passed' | 'failed';
/** Throttle counters (server/account/throttle.ts): what a counter's key is. */
export type ThrottleScope = 'ip' | 'ip_email' | 'email' | 'device' | 'reauth' | 'otp' | 'hash' | 'checkout';

export interface Database {
  app_settings: { key: string; value: string };
  users: {
    id: Generated<number>;
    email: string;
    password_hash: string | null;
    first_name: string;
    last_name: string;
    lang: Generated<string>;
    phone: Generated<string>;
    registration_step: Generated<string>;
    email_confirmed: Generated<boolean>;
    mfa_secret: string | null;
    mfa_enabled: Generated<boolean>;
    profile_image_id: number | null;
    form_values: FormValues;
    created_at: CreatedAt;
    /** May open the schema playground in a production build (013). */
    schema_editor: Generated<boolean>;
  };
  sessions: {
    id_hash: string;
    user_id: number;
    state: 'ok' | 'need mfa';
    created_at: CreatedAt;
    expires_at: Timestamp;
  };
  user_tokens: {
    id: Generated<number>;
    user_id: number;
    purpose: 'confirm_email' | 'reset_password' | 'invite' | 'unlock';
    token_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: CreatedAt;
  };
  throttle_counters: {
    scope: ThrottleScope;
    key: string;
    /** Attempts counted since the last success (or since the counter was forgotten). */
    failures: number;
    last_at: Timestamp;
  };
  totp_used: { user_id: number; step: number; created_at: CreatedAt };
  companies: {
    id: Generated<number>;
    company_name: string;
    country: string;
    jurtype: string;
    status: string;
    entity_value: Generated<string>;
    registration_address: Generated<string>;
    phone: Generated<string>;
    vat_number: Generated<string>;
    form_values: FormValues;
    created_at: CreatedAt;
  };
  merchants: {
    id: Generated<number>;
    merchant_id: string;
    name: string;
    url: string;
    company_name: string;
    company_id: number | null;
    status: string;
    country: string;
    currencies: Json<string[]>;
    has_multiparty: Generated<boolean>;
    has_moto: Generated<boolean>;
    onboarding_step: Generated<string>;
    /** '1.0' or '2.0' (025): the web constructor refuses 1.0. */
    checkout_version: Generated<string>;
    created_at: CreatedAt;
  };
  merchant_users: { user_id: number; merchant_id: number; view: string; level: PrivilegeLevel };
  /** A merchant being onboarded (016): the steps done after merchant_creation. */
  onboardings: {
    merchant_id: number;
    user_id: number;
    identification: Generated<boolean>;
    finance_settings: Generated<boolean>;
    activation: Generated<boolean>;
    iban: string | null;
    form_values: FormValues;
    updated_at: Timestamp;
  };
  outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body: string;
    created_at: CreatedAt;
  };
  notifications: {
    id: Generated<number>;
    user_id: number;
    title: string;
    text: string;
    read: Generated<boolean>;
    created_at: CreatedAt;
  };
  feedback: {
    id: Generated<number>;
    user_id: number | null;
    message: string;
    rating: number | null;
    created_at: CreatedAt;
  };
  files: {
    id: Generated<number>;
    owner_user_id: number | null;
    name: string;
    content_type: string;
    data: Uint8Array;
    created_at: CreatedAt;
    /** Migration 028: the bytes are in file_chunks (data is empty). */
    chunked: Generated<boolean>;
  };
  payments: {
    id: Generated<number>;
    merchant_id: number;
    order_id: string;
    status: string;
    processing_status: string;
    tran_type: string;
    ps_tran_id: string;
    amount: number;
    actual_amount: number;
    capture_amount: number;
    reversal_amount: number;
    deposit_amount: number;
    settlement_amount: number;
    client_fee: number;
    currency: string;
    actual_currency: string;
    card_bin: string | null;
    card_last4: string | null;
    sender_email: string | null;
    sender_data: Json<Record<string, unknown>> | null;
    receiver_data: Json<Record<string, unknown>> | null;
    rectoken: string | null;
    recurring_data: Json<Record<string, unknown>> | null;
    callback_data: Json<Record<string, unknown>> | null;
    has_part_capture: Generated<boolean>;
    has_part_reverse: Generated<boolean>;
    is_fraud: Generated<boolean>;
    /** The settlement that paid this payment out (same currency), null until settled. */
    settlement_id: number | null;
    /** The payer's country (ISO 3166-1 alpha-2), when known: the dashboard's countries map. */
    payer_country: string | null;
    /** Charged from the MO/TO terminal (024). */
    moto: Generated<boolean>;
    created_at: Timestamp;
  };
  settlements: {
    id: Generated<number>;
    merchant_id: number;
    odb_ref: string;
    settlement_currency: string;
    period_from: string;
    period_to: string;
    status: string;
    account_number: string;
    created_at: Timestamp;
  };
  /** A settlement batch's money lines (036): frozen when the batch is settled; see server/settlements/lines.ts. */
  settlement_lines: {
    id: Generated<number>;
    settlement_id: number | null;
    merchant_id: number;
    currency: string;
    kind: 'payment' | 'refund' | 'chargeback' | 'fee' | 'reserve';
    amount: number;
    payment_id: number | null;
    order_id: Generated<string>;
    origin_settlement_id: number | null;
    occurred_at: Timestamp;
    created_at: Generated<Timestamp>;
  };
  /** The PDF of a settled batch's invoice as issued (036). */
  settlement_invoices: {
    settlement_id: number;
    pdf: Uint8Array;
    issued_at: Generated<Timestamp>;
  };
  disputes: {
    id: Generated<number>;
    merchant_id: number;
    payment_id: number | null;
    chargeback_id: string;
    merchant_orderid: string;
    internal_orderid: string;
    email: string;
    actual_amount: number;
    dispute_amount: number;
    currency: string;
    response_deadline: string;
    dispute_date: string;
    status_name: string;
    created_at: Timestamp;
  };
  list_settings: {
    user_id: number;
    list: string;
    fields: Json<string[]>;
    page_size: number | null;
    updated_at: Timestamp;
  };
  saved_views: {
    id: Generated<number>;
    user_id: number;
    list: string;
    name: string;
    filters: Json<Array<{ s: string; m: string; v: string }>>;
    columns: Json<string[]>;
    page_size: number;
    query_words: Generated<string>;
    sort: Generated<string>;
    created_at: CreatedAt;
  };
  reports: {
    id: Generated<number>;
    user_id: number | null;
    merchant_id: number;
    list: string;
    title: string;
    format: 'csv' | 'xlsx';
    params: Json<Record<string, unknown>>;
    status: 'pending' | 'success' | 'failed';
    rows: Generated<number>;
    file_id: number | null;
    created_at: CreatedAt;
    /** Migration 028: regular (Save to reports) or scheduled (a template's run). */
    kind: Generated<'regular' | 'scheduled'>;
    rows_total: number | null;
    job_id: number | null;
    template_id: number | null;
  };
  /** Background jobs (migration 028, server/jobs/). */
  jobs: {
    id: Generated<number>;
    kind: string;
    payload: Json<Record<string, unknown>>;
    status: Generated<'queued' | 'running' | 'done' | 'failed'>;
    attempts: Generated<number>;
    max_attempts: Generated<number>;
    run_after: Generated<Date>;
    locked_by: string | null;
    locked_until: Date | null;
    heartbeat_at: Date | null;
    progress_done: Generated<number>;
    progress_total: number | null;
    last_error: string | null;
    unique_key: string | null;
    created_at: CreatedAt;
    finished_at: Date | null;
  };
  /** A file written in parts (migration 028): its bytes are the chunks in seq order. */
  file_chunks: { file_id: number; seq: number; data: Uint8Array };
  report_templates: {
    id: Generated<number>;
    merchant_id: number;
    user_id: number | null;
    name: string;
    list: string;
    format: 'csv' | 'xlsx';
    period: 'daily' | 'weekly' | 'monthly';
    is_active: Generated<boolean>;
    created_at: CreatedAt;
  };
  identifications: {
    user_id: number;
    merchant_id: number;
    status: Generated<IdentificationStatus>;
    session_token: string | null;
    frame_url: string | null;
    terms_version: number | null;
    terms_approved_at: Date | null;
    passed_at: Date | null;
    updated_at: Timestamp;
  };
  /** The stand-in identity provider's sessions (migration 033, server/identity-provider/sessions.ts). */
  identity_standin_sessions: {
    token: string;
    reference: string;
    status: ColumnType<'pending' | 'passed' | 'failed', 'pending' | undefined, 'passed' | 'failed'>;
    document: string | null;
    created_at: CreatedAt;
  };
  /** A submitted hosted checkout form (022): its idempotency key, source and acquirer answer. */
  checkout_payments: {
    idempotency_key: string;
    kind: string;
    ref: string;
    payment_id: number;
    outcome: 'approved' | 'declined' | 'insufficient_funds';
    reason: string | null;
    created_at: Timestamp;
  };
  /** A user's request to enable MO/TO on a merchant (024), one per merchant. */
  moto_requests: {
    merchant_id: number;
    user_id: number;
    created_at: Timestamp;
  };
  /** A landing page (025): step data per wizard step, images as files, draft/published/deactivated. */
  landings: {
    id: Generated<number>;
    merchant_id: number;
    type: 'donations' | 'digital_goods' | 'products';
    name: string;
    alias: string;
    language: string;
    color_preset: Generated<string>;
    settings: FormValues;
    finance: FormValues;
    contacts: FormValues;
    steps_done: ColumnType<string[], string | undefined, string>;
    logo_file_id: number | null;
    cover_file_id: number | null;
    status: ColumnType<'draft' | 'published' | 'deactivated', string | undefined, string>;
    parent_landing_id: number | null;
    deleted_at: Date | null;
    delete_reason: string | null;
    created_at: CreatedAt;
    updated_at: Timestamp;
  };
}
