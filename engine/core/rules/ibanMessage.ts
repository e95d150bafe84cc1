// The iban rule without its check (iban.ts): what error messages need. The rules registry lists
// this one, so a bundle that only shows messages (SchemaForm) does not load ibantools; the check
// comes with the format checks (formats.ts) that validators and the server use.
import type { Rule } from './types';

export const ibanMessage = {
  id: 'iban',
  keyword: 'format',
  formats: ['iban'],
  message: 'Enter a valid IBAN',
} as const satisfies Rule;
