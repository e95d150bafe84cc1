// Small figures helpers shared by the benches (and unit-tested in tests/unit/bench/).

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : Number.NaN;
}

export interface Goal {
  label: string;
  pass: boolean;
  detail: string;
}

/** `a <= limit` or `a >= limit` as a printed goal. */
export function goal(label: string, value: number, op: '<=' | '>=', limit: number, unit = ''): Goal {
  const pass = Number.isFinite(value) && (op === '<=' ? value <= limit : value >= limit);
  const shown = Number.isFinite(value) ? `${round(value)}${unit}` : String(value);
  return { label: `${label} ${op} ${limit}${unit}`, pass, detail: shown };
}

export function formatGoal(g: Goal): string {
  return `${g.label}: ${g.pass ? 'PASS' : 'FAIL'} (${g.detail})`;
}

export function round(value: number): string {
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}
