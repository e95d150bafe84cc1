// GET /saas/ (saas.brand): the provider's brand settings, from the environment (same answer on every instance).
import { defineHandlers } from '../http/handler-types.ts';

export type SaasConfig = ReturnType<typeof saasFromEnv>;

export function saasFromEnv(env = process.env) {
  return {
    id: env.SAAS_ID ?? 'merchant-portal',
    // {"<route>": "hide"} entries hide sidebar items, e.g. SAAS_MENU_CONFIG='{"/taxes/list":"hide"}'.
    menu_config: JSON.parse(env.SAAS_MENU_CONFIG ?? '{}') as Record<string, 'hide'>,
    support_email: env.SUPPORT_EMAIL ?? 'support@merchant.test',
    region_langs: JSON.parse(env.SAAS_REGION_LANGS ?? '{"GE":["en"],"UA":["uk","en"],"EU":["en"]}') as Record<string, string[]>,
    cookies_domain: env.COOKIES_DOMAIN ?? '',
    marketing_data: { google: { gtm_code: env.GTM_CODE ?? '' } },
  };
}

export const saasHandlers = defineHandlers('saas', ({ saas }) => ({
  brand: ({ reply }) => reply.header('cache-control', 'public, max-age=300').send(saas),
}));
