import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StyledScope } from '#web/components/design-system/styled-scope.tsx';
import { forgetServerPageState } from '#web/config/server-page-state.ts';
import { useT } from '#web/i18n/use-t.ts';
import { PageBoundary } from '../page-boundary.tsx';
import { css } from '../static/classes.ts';
import { useHostedToaster } from '../toaster-host.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every public page: skip link, header, main landmark, footer, and the toast area once a page has
 * loaded it (toaster-host.ts), so a toast outlives the page that raised it. Styled statically (no Chakra in the
 * browser until a page needs it): the page inside gets the design system once one has loaded it.
 */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, key } = useLocation();
  const firstRender = useRef(true);
  const firstKey = useRef(key);
  const { t } = useT();
  const HostedToaster = useHostedToaster();
  // The page, one element for the frame's whole life: the frame re-rendering (the toaster arriving with a page's code)
  // leaves it alone. A page the server rendered (decision 085) is still being taken over when its code brings the
  // toaster: a new element there would make React draw it again from scratch.
  const page = useMemo(
    () => (
      <StyledScope>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </StyledScope>
    ),
    [],
  );

  // After a client-side navigation, start at the top of the new page with focus on it, as a page load would.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  // Once the app has moved on from the page the server rendered, what the server worked out for it is stale.
  useEffect(() => {
    if (key !== firstKey.current) forgetServerPageState();
  }, [key]);

  return (
    <div className={css.frame}>
      <a href={`#${MAIN_CONTENT_ID}`} className={css.skipLink}>
        {t('site.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={css.main}>
        {page}
      </main>
      <SiteFooter />
      {HostedToaster && <HostedToaster />}
    </div>
  );
}
