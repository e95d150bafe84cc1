// Shape of one validation rule of spec 000 section 5. No React, no DOM: shared with the server.
import type { ErrorObject } from 'ajv';

export interface Rule {
  /** Rule name as in spec 000 section 5 (`minlength`, `iban`, ...). */
  readonly id: string;
  /** Message template, exact wording of the spec; `{0}`, `{1}` are filled by `args`. */
  readonly message: string;
  /** ajv error keyword this rule explains (`minLength`, `format`, `match`, ...). */
  readonly keyword: string;
  /** For `keyword: 'format'`: the format names this rule explains. */
  readonly formats?: readonly string[];
  /** Values substituted into `{0}`, `{1}` of the message. */
  readonly args?: (error: ErrorObject) => ReadonlyArray<string | number>;
}

/** A rule implemented as an ajv string format. */
export interface FormatRule extends Rule {
  readonly keyword: 'format';
  readonly formats: readonly string[];
  /** format name -> check; every name of `formats` has one. */
  readonly check: Readonly<Record<string, (value: string) => boolean>>;
}
