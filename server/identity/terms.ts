// The terms a person approves before the identity check: what is collected, by whom, for how long.
// A new version asks everyone who has not passed yet to approve again.
export const IDENTIFICATION_TERMS = {
  version: 1,
  title: 'Identification terms',
  text: [
    'To open a merchant account we must verify the identity of the person acting for the business.',
    'The identity check is carried out by our identity service provider in the frame on this page. You will be asked for a photo of an identity document (passport or ID card) and for a selfie, which is compared with the document photo.',
    'The provider keeps the document data and images only as long as the law on anti-money laundering requires, and uses them for no other purpose. We receive the result of the check, not the images.',
    'You may withdraw your consent before the check is finished by closing this page; without the check the merchant cannot be activated.',
  ].join('\n\n'),
} as const;
