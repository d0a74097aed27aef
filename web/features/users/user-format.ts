import { formatDateTime, type DatePreference } from '#web/components/date-format.ts';
import type { Role } from '#schemas/roles.ts';

export const ROLE_LABELS: Record<Role, string> = { superAdmin: 'Super Admin', admin: 'Admin', customer: 'Customer' };

/** Last Login of User Management: as the viewer reads dates and times (decision 066), or 'UNKNOWN'. */
export function formatLastLogin(iso: string | null | undefined, preference: DatePreference): string {
  return formatDateTime(iso, preference) || 'UNKNOWN';
}
