import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** Around a layout's outlet: a loading state while a lazy page downloads, an error page if it fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
