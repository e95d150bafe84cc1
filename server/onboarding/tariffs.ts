// The tariffs a new merchant approves at activation: fee lists by payment kind. Values are shown as
// the provider's price list; codes name the fee for the contract.
export const TARIFFS = [
  {
    name: 'Card payments',
    fees: [
      { name: 'Local cards', value: '1.8%', code: 'card_local' },
      { name: 'Foreign cards', value: '2.8%', code: 'card_foreign' },
      { name: 'Refund', value: '0.00', code: 'refund' },
    ],
  },
  {
    name: 'Settlements',
    fees: [
      { name: 'Settlement to IBAN', value: '0.00', code: 'settlement' },
      { name: 'Chargeback', value: '15.00 USD', code: 'chargeback' },
    ],
  },
];
