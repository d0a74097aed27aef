import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageBoundary } from '#web/components/page-boundary.tsx';
import { readSessionUser } from '#web/lib/session-user.ts';
import { canSee, paths } from '#web/lib/paths.ts';

/**
 * Gate of the staff sections (docs/product.md#roles): no signed-in user → /login (the path asked
 * for travels in the navigation state as `from`); a role below the section's minimum → /404. It runs
 * before the lazy admin layout is requested, so visitors without access download none of it.
 * The server checks every request again: this only spares people pages they cannot use.
 */
export function RequireAccess() {
  const location = useLocation();
  const user = readSessionUser();
  if (!user) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!canSee(user.claims.role, location.pathname)) return <Navigate to={paths.notFound} replace />;
  return (
    <PageBoundary>
      <Outlet />
    </PageBoundary>
  );
}
