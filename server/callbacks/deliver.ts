// Delivers a callback to a merchant URL: resolve and check the target, then POST once.
// Delivered means a 2xx answer; anything else (refused target, error, timeout, 3xx/4xx/5xx) is not.
import { policyFromEnv, type AddressPolicy } from './address-policy.ts';
import { DEFAULT_LIMITS, postJson, type Limits } from './post-json.ts';
import { resolveTarget } from './resolve-target.ts';

export type Delivery = { delivered: boolean; url: string; address?: string; status?: number; error?: string; ms: number };

export async function deliverCallback(url: string, payload: unknown, policy: AddressPolicy = policyFromEnv(), limits: Limits = DEFAULT_LIMITS): Promise<Delivery> {
  const started = Date.now();
  const resolved = await resolveTarget(url, policy);
  if (!resolved.ok) return { delivered: false, url, error: `refused: ${resolved.error}`, ms: Date.now() - started };
  const answer = await postJson(resolved.target, payload, limits);
  const base = { url, address: resolved.target.address, ms: Date.now() - started };
  if (!answer.ok) return { ...base, delivered: false, error: answer.error };
  const delivered = answer.status >= 200 && answer.status < 300;
  return { ...base, delivered, status: answer.status, ...(delivered ? {} : { error: `answered ${answer.status}` }) };
}
