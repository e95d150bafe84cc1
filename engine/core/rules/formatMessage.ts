// Fills `{0}`, `{1}`, ... of a message template.
export function formatMessage(template: string, args: ReadonlyArray<string | number> = []): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : whole));
}
