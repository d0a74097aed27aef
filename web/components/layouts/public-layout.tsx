import { Flex, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '#web/i18n/use-t.ts';
import { PageBoundary } from '../page-boundary.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every public page: skip link, header, main landmark, footer. */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const { t } = useT();

  // After a client-side navigation, start at the top of the new page with focus on it, as a page load would.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Flex direction="column" minH="100dvh">
      <chakra.a
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg.panel"
        color="fg"
        px="4"
        py="2"
        borderWidth="2px"
        borderColor="focusRing"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {t('site.skipToContent')}
      </chakra.a>
      <SiteHeader />
      <chakra.main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} flex="1" _focusVisible={{ outline: 'none' }}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </chakra.main>
      <SiteFooter />
    </Flex>
  );
}
