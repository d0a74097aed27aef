/**
 * A numeric filter that cannot be negative: what the person typed, clamped at 0.
 * clampNonNegative('-3') === '0'; clampNonNegative('12') === '12'; clampNonNegative('') === ''
 */
export function clampNonNegative(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return '';
  return String(Math.max(0, Math.trunc(value)));
}
