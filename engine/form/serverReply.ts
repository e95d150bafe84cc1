// What a form reply means (spec 000 section 8, pure): a message -> danger alert; [field, message]
// pairs -> visible fields marked invalid, others as 'field - message' alerts; err_code
// 'otp required' reveals the one-time code; auth false -> login; redirect -> go there.
export interface ReplyOutcome {
  ok: boolean;
  alerts: string[];
  fieldErrors: Record<string, string>;
  reveal: string[];
  toLogin: boolean;
  redirect?: string;
}

interface ReplyLike {
  error?: unknown;
  err_code?: unknown;
  auth?: unknown;
  redirect?: unknown;
  'redirect-to'?: unknown;
}

export function readReply(data: unknown, isVisible: (field: string) => boolean, revealField?: (errCode: string) => string | undefined): ReplyOutcome {
  const reply = (data && typeof data === 'object' ? data : {}) as ReplyLike;
  const out: ReplyOutcome = { ok: reply.error === undefined, alerts: [], fieldErrors: {}, reveal: [], toLogin: reply.auth === false };
  const redirect = reply.redirect ?? reply['redirect-to'];
  if (typeof redirect === 'string') out.redirect = redirect;
  const errCode = typeof reply.err_code === 'string' ? reply.err_code : undefined;
  const revealed = errCode && revealField ? revealField(errCode) : undefined;
  if (errCode && revealed) out.reveal.push(errCode);
  if (typeof reply.error === 'string') {
    if (revealed) out.fieldErrors[revealed] = reply.error;
    else out.alerts.push(reply.error);
  } else if (Array.isArray(reply.error)) {
    for (const pair of reply.error) {
      if (!Array.isArray(pair)) continue;
      const [field, message] = pair.map(String);
      if (isVisible(field) && !(field in out.fieldErrors)) out.fieldErrors[field] = message;
      else out.alerts.push(`${field} - ${message}`);
    }
  } else if (reply.error !== undefined) {
    out.alerts.push(String(reply.error));
  }
  return out;
}
