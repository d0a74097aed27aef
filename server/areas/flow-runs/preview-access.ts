import { hasRank } from '#schemas/roles.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { catalogued } from '#server/errors/catalogue.ts';

/** Staff (admin and up) preview versions; nobody else starts or goes on with a preview run (403 PREVIEW_ONLY). */
export function requireStaffPreviewer(viewer: AuthUser | null | undefined): AuthUser {
  if (!viewer || !hasRank(viewer.role, 'admin')) throw catalogued('PREVIEW_ONLY');
  return viewer;
}

/** A run anyone with its id may go on with, unless it is a preview: then only staff. */
export function checkRunAccess(run: { preview: boolean }, viewer: AuthUser | null | undefined): void {
  if (run.preview) requireStaffPreviewer(viewer);
}
