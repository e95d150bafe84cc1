// Pure digit-array moves of the one-time-code input: typing, paste, backspace, arrows.
export function setDigit(
  digits: readonly string[],
  index: number,
  typed: string,
): { digits: string[]; focus: number } {
  const clean = typed.replace(/\D/g, '');
  const next = [...digits];
  if (clean === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  // A paste or autofill fills from this box on.
  let i = index;
  for (const d of clean) {
    if (i >= next.length) break;
    next[i++] = d;
  }
  return { digits: next, focus: Math.min(i, next.length - 1) };
}

export function keyMove(
  digits: readonly string[],
  index: number,
  key: string,
): { digits: string[]; focus: number } | null {
  if (key === 'ArrowLeft') return { digits: [...digits], focus: Math.max(0, index - 1) };
  if (key === 'ArrowRight') return { digits: [...digits], focus: Math.min(digits.length - 1, index + 1) };
  if (key === 'Backspace' && digits[index] === '' && index > 0) {
    const next = [...digits];
    next[index - 1] = '';
    return { digits: next, focus: index - 1 };
  }
  return null;
}

export function splitCode(value: unknown, length: number): string[] {
  const s = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return Array.from({ length }, (_, i) => s[i] ?? '');
}
