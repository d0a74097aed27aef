import type { Role } from '#schemas/roles.ts';
import { formatDateTime, type DatePreference } from '#web/components/date-format.ts';

export const ROLE_LABELS: Record<Role, string> = { superAdmin: 'Super Admin', admin: 'Admin', customer: 'Customer' };

/** Last Login of User Management: the time in the format the viewer chose (docs/product.md#lists), or 'Never'. */
export function formatLastLogin(iso: string | null | undefined, preference: DatePreference): string {
  return formatDateTime(iso, preference) || 'Never';
}

/** The Second factor column: how many passkeys and authenticator apps the person has (docs/product.md#second-factors). */
export function formatSecondFactors(count: number | undefined): string {
  if (!count) return 'None';
  return count === 1 ? '1 factor' : `${count} factors`;
}
