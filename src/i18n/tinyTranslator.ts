// Texts without i18next, for a page that must load little (the lean sign-in page): namespaces looked
// up in order, `{{name}}` filled in, the key itself when no namespace has a text (the English text
// is the key, as with i18next's `returnEmptyString: false`).
export type Namespaces = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export function tinyTranslator(texts: Namespaces, namespaces: readonly string[]): Translate {
  return (key, values) => {
    const found = namespaces.map((ns) => texts[ns]?.[key]).find((text) => typeof text === 'string' && text !== '') ?? key;
    return values ? found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : found;
  };
}
