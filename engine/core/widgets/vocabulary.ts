// The widgets a form's uiSchema may name, as data (no React): the value shapes each accepts and the
// `ui:options` each reads. engine/widgets/registry.ts registers a component for every name here (and
// only those); `npm run schemas:check` refuses a widget or option not declared here, or a widget on
// a field of a shape it does not accept (checkUiVocabulary.ts).

/** A field's shape: its JSON Schema `type`, an array as `array<item type>`. */
export type FieldShape =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'object'
  | 'array<string>'
  | 'array<number>'
  | 'array<integer>'
  | 'array<boolean>'
  | 'array<object>';

/** The JSON type an option's value must have. */
export type OptionType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

export interface WidgetDeclaration {
  /** Field shapes the widget can show and edit; `any`: every shape (hidden). */
  readonly accepts: readonly FieldShape[] | 'any';
  /** `ui:options` keys it reads, with their value type. */
  readonly options?: Readonly<Record<string, OptionType>>;
  /** Shows choices: the only widgets a `choicesFrom` may feed. */
  readonly choices?: true;
  /** Uploads the file when it is picked (the form's submit only posts the url). */
  readonly uploadsOnPick?: true;
}

const TEXT: readonly FieldShape[] = ['string'];
const NUMBER: readonly FieldShape[] = ['number', 'integer', 'string'];
const FILES: readonly FieldShape[] = ['string', 'array<string>'];
const UPLOAD_OPTIONS = { uploadUrl: 'string', accept: 'string', multiple: 'boolean' } as const;

export const WIDGET_VOCABULARY = {
  text: { accepts: TEXT },
  password: { accepts: TEXT },
  email: { accepts: TEXT },
  phone: { accepts: TEXT },
  url: { accepts: TEXT },
  promo: { accepts: TEXT },
  cardNumber: { accepts: TEXT },
  expiry: { accepts: TEXT },
  color: { accepts: TEXT, options: { presets: 'array' } },
  textarea: { accepts: TEXT, options: { rows: 'integer' } },
  otp: { accepts: TEXT, options: { length: 'integer' } },
  date: { accepts: TEXT, options: { minDate: 'string', maxDate: 'string' } },
  dateRange: { accepts: ['array<string>'], options: { minDate: 'string', maxDate: 'string', maxSpanDays: 'integer' } },
  checkbox: { accepts: ['boolean'] },
  select: { accepts: ['string', 'number', 'integer', 'boolean'], options: { enumNames: 'array', translate: 'boolean' }, choices: true },
  multiselect: { accepts: ['array<string>', 'array<number>', 'array<integer>'], options: { enumNames: 'array', translate: 'boolean' }, choices: true },
  checkboxes: { accepts: ['array<string>', 'array<number>', 'array<integer>'], options: { enumNames: 'array', translate: 'boolean' }, choices: true },
  tags: { accepts: ['array<string>'], choices: true },
  numeric: { accepts: NUMBER, options: { min: 'number', max: 'number' } },
  amount: { accepts: NUMBER, options: { min: 'number', max: 'number' } },
  integer: { accepts: NUMBER, options: { min: 'number', max: 'number' } },
  lengthRange: { accepts: ['array<integer>', 'array<number>'] },
  duration: { accepts: ['integer', 'number'], options: { parts: 'array', partMax: 'object' } },
  file: { accepts: FILES, options: UPLOAD_OPTIONS, uploadsOnPick: true },
  routeFile: { accepts: FILES, options: UPLOAD_OPTIONS, uploadsOnPick: true },
  imageCrop: {
    accepts: TEXT,
    options: {
      uploadUrl: 'string',
      accept: 'string',
      ratio: 'number',
      previewWidth: 'integer',
      previewHeight: 'integer',
      maxWidth: 'integer',
      maxHeight: 'integer',
      minWidth: 'integer',
      maxBytes: 'integer',
      subject: 'string',
    },
    uploadsOnPick: true,
  },
  attachment: { accepts: FILES, options: { accept: 'string', multiple: 'boolean', maxSize: 'integer' } },
  hidden: { accepts: 'any' },
} as const satisfies Record<string, WidgetDeclaration>;

export type WidgetName = keyof typeof WIDGET_VOCABULARY;

/** Engine fields (`ui:field`) in place of a widget, declared the same way. */
export const FIELD_VOCABULARY = {
  /** Read-only link: `route` and `text` are templates filled from the value. */
  link: { accepts: ['object', 'string', 'number', 'integer'], options: { route: 'string', text: 'string' } },
} as const satisfies Record<string, WidgetDeclaration>;

/** Options any field may carry, whatever shows it. */
export const COMMON_OPTIONS: Readonly<Record<string, OptionType>> = {
  /** Hidden until the submit's reply carries this signal code (e.g. the OTP field). */
  revealOn: 'string',
  /** Choices from a GET reply (choice widgets only: checked with the form's references). */
  choicesFrom: 'object',
};

export const widgetNames = (): WidgetName[] => Object.keys(WIDGET_VOCABULARY) as WidgetName[];

export function widgetDeclaration(name: string): WidgetDeclaration | undefined {
  return Object.hasOwn(WIDGET_VOCABULARY, name) ? WIDGET_VOCABULARY[name as WidgetName] : undefined;
}

export const fieldNames = (): string[] => Object.keys(FIELD_VOCABULARY);

export function fieldDeclaration(name: string): WidgetDeclaration | undefined {
  return Object.hasOwn(FIELD_VOCABULARY, name) ? FIELD_VOCABULARY[name as keyof typeof FIELD_VOCABULARY] : undefined;
}

/** Names of the widgets with a flag (`choices`, `uploadsOnPick`). */
export function widgetsWith(flag: 'choices' | 'uploadsOnPick'): WidgetName[] {
  return widgetNames().filter((n) => (WIDGET_VOCABULARY[n] as WidgetDeclaration)[flag] === true);
}
