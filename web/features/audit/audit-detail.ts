/**
 * An audit entry's detail in words: auditDetailText({ before: 100, after: 250 }) === '100 → 250';
 * auditDetailText({ from: 'approved', to: 'shipped', carrier: 'USPS' }) === 'approved → shipped · carrier: USPS'.
 */
export function auditDetailText(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  const show = (value: unknown): string => (value === null || value === undefined ? 'none' : Array.isArray(value) ? (value.length ? value.map(show).join(', ') : 'none') : typeof value === 'object' ? auditDetailText(value as Record<string, unknown>) : String(value));
  const parts: string[] = [];
  const rest = { ...detail };
  for (const [a, b] of [['before', 'after'], ['from', 'to']] as const) {
    if (a in rest || b in rest) {
      parts.push(`${show(rest[a])} → ${show(rest[b])}`);
      delete rest[a];
      delete rest[b];
    }
  }
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${show(value)}`);
  return parts.join(' · ');
}
