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

/** The rest of each merchant's company profile, and the GE company's director (migration 011). */
export const DEMO_COMPANY_DETAILS: Record<DemoMerchantKey, { entity_value: string; registration_address: string; phone: string; vat_number: string }> = {
  ge: { entity_value: '405123456', registration_address: '12 Rustaveli Ave, Tbilisi 0108, Georgia', phone: '+995322123456', vat_number: 'GE405123456' },
  ua: { entity_value: '43210987', registration_address: '5 Khreshchatyk St, Kyiv 01001, Ukraine', phone: '+380441234567', vat_number: 'UA432109876543' },
  lt: { entity_value: '305987654', registration_address: '7 Gedimino pr., Vilnius 01103, Lithuania', phone: '+37052123456', vat_number: 'LT100012345678' },
};
export const DEMO_DIRECTOR = {
  merchant: 'ge' as DemoMerchantKey, type: 'director' as const, given_name: 'Nino', middle_name: '', surname: 'Beridze',
  data: { date_of_birth: '1985-04-12', citizenship: 'GE', id_document_type: 'passport', id_document_number: '13AB45678', position: 'Managing director' },
};

export const DEMO_USERS = [
  { email: 'demo@merchant.test', password: 'Demo-merchant-1', first_name: 'Dana', last_name: 'Merchant', owner: ['ge', 'ua', 'lt'] as DemoMerchantKey[], reader: [] as DemoMerchantKey[], schema_editor: true },
  { email: 'viewer@merchant.test', password: 'Demo-viewer-1', first_name: 'Victor', last_name: 'Viewer', owner: [], reader: ['ge'] as DemoMerchantKey[] },
  { email: 'mfa@merchant.test', password: 'Demo-mfa-1', first_name: 'Maya', last_name: 'Secure', owner: ['lt'] as DemoMerchantKey[], reader: [], mfa_secret: 'JBSWY3DPEHPK3PXP' },
  { email: 'newcomer@merchant.test', password: 'Demo-newcomer-1', first_name: 'Nick', last_name: 'Newcomer', owner: [], reader: [] },
];

/** A person invited to the UA merchant who has not accepted yet (the invite mail is in the outbox). */
export const DEMO_INVITEE = { email: 'invited@merchant.test', merchant: 'ua' as DemoMerchantKey };
