import type { Role } from '#schemas/roles.ts';

export const ROLE_LABELS: Record<Role, string> = { superAdmin: 'Super Admin', admin: 'Admin', customer: 'Customer' };

const pad = (n: number) => String(n).padStart(2, '0');

/** Last Login of User Management: 'YYYY-MM-DD hh:mm' in the viewer's time zone, or 'UNKNOWN'. */
export function formatLastLogin(iso: string | null | undefined): string {
  if (!iso) return 'UNKNOWN';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'UNKNOWN';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
