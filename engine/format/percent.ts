// Percentages: number, space, percent sign ("12.5 %").
export function formatPercent(value: string | number): string | null {
  const text = String(value).trim();
  if (text === '' || Number.isNaN(Number(text))) return null;
  return `${text} %`;
}
