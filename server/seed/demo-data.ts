// The demo accounts and merchants (fixed values; see docs/decisions.md "Server: demo data").
export const DEMO_MERCHANTS = [
  { key: 'ge', merchant_id: '1397120', name: 'Tbilisi Coffee Roasters', url: 'https://coffee.example.ge', company_name: 'Tbilisi Coffee LLC',
    country: 'GE', currencies: ['GEL', 'USD'], has_multiparty: true, has_moto: false, status: 'active', onboarding_step: 'done', jurtype: 'llc' },
  { key: 'ua', merchant_id: '1400345', name: 'Kyiv Books', url: 'https://books.example.ua', company_name: 'Kyiv Books TOV',
    country: 'UA', currencies: ['UAH'], has_multiparty: false, has_moto: true, status: 'active', onboarding_step: 'done', jurtype: 'tov' },
  { key: 'lt', merchant_id: '1411002', name: 'Vilnius Design Studio', url: 'https://design.example.lt', company_name: 'Vilnius Design UAB',
    country: 'LT', currencies: ['EUR'], has_multiparty: false, has_moto: false, status: 'on_moderation', onboarding_step: 'sign_contract', jurtype: 'uab' },
] as const;

export type DemoMerchantKey = (typeof DEMO_MERCHANTS)[number]['key'];

export const DEMO_USERS = [
  { email: 'demo@merchant.test', password: 'Demo-merchant-1', first_name: 'Dana', last_name: 'Merchant', owner: ['ge', 'ua', 'lt'] as DemoMerchantKey[], reader: [] as DemoMerchantKey[] },
  { email: 'viewer@merchant.test', password: 'Demo-viewer-1', first_name: 'Victor', last_name: 'Viewer', owner: [], reader: ['ge'] as DemoMerchantKey[] },
  { email: 'mfa@merchant.test', password: 'Demo-mfa-1', first_name: 'Maya', last_name: 'Secure', owner: ['lt'] as DemoMerchantKey[], reader: [], mfa_secret: 'JBSWY3DPEHPK3PXP' },
  { email: 'newcomer@merchant.test', password: 'Demo-newcomer-1', first_name: 'Nick', last_name: 'Newcomer', owner: [], reader: [] },
];

/** A person invited to the UA merchant who has not accepted yet (the invite mail is in the outbox). */
export const DEMO_INVITEE = { email: 'invited@merchant.test', merchant: 'ua' as DemoMerchantKey };
