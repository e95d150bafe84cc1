// Trade classification lists (GET /merchant/add/choices/trades/?country=): the high-risk trades a
// provider reviews more closely, and the common ones. The same trades exist in every supported
// country; a country the portal does not serve has none.
export const TRADE_COUNTRIES = ['GE', 'UA', 'LT', 'AM'] as const;

type Choice = { value: string; label: string };
const HIGH: Choice[] = [
  { value: '7995', label: 'Betting and gambling' },
  { value: '6051', label: 'Crypto and quasi-cash' },
  { value: '5993', label: 'Tobacco and vaping' },
  { value: '5912', label: 'Pharmacies' },
  { value: '4829', label: 'Money transfer' },
];
const COMMON: Choice[] = [
  { value: '5411', label: 'Groceries and supermarkets' },
  { value: '5812', label: 'Restaurants and cafes' },
  { value: '5691', label: 'Clothing stores' },
  { value: '5732', label: 'Electronics stores' },
  { value: '5942', label: 'Book stores' },
  { value: '4722', label: 'Travel agencies' },
  { value: '8299', label: 'Schools and education' },
  { value: '5817', label: 'Digital goods and software' },
  { value: '7399', label: 'Business services' },
];

export function tradesOf(country: string): { high: Choice[]; common: Choice[]; choices: Choice[] } | undefined {
  if (!(TRADE_COUNTRIES as readonly string[]).includes(country)) return undefined;
  return { high: HIGH, common: COMMON, choices: [...HIGH.map((c) => ({ ...c, label: `${c.label} (high risk)` })), ...COMMON] };
}
