/**
 * A full card number: 13 to 19 digits standing alone. The word boundaries keep
 * random hex ids (po_8131410173524f5b) from matching by chance.
 */
export const FULL_PAN = /(?<![\w])\d{13,19}(?![\w])/;
