import { Avatar, Box, Button, CloseButton, Drawer, Flex, Heading, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { hasRank } from '#schemas/roles.ts';
import { completeSystem } from '#web/components/design-system/complete-system.ts';
import { protectedSectionFor, protectedSections } from '#web/lib/paths.ts';
import { PageBoundary } from '#web/components/page-boundary.tsx';
import { readSessionUser } from '#web/lib/session-user.ts';
import { DatePreferenceDialog } from './date-preference-dialog.tsx';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { createSessionKeeper } from './session-keeper.ts';

export const DRAWER_WIDTH = '300px';

// The admin pages use dialogs, menus, drawers and tables: their recipes join the design system with this chunk.
completeSystem();

type Section = (typeof protectedSections)[number];

/** The section links, in the persistent drawer (md and up) and in the menu drawer (phones). */
function SectionLinks({ sections, onNavigate }: { sections: Section[]; onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {sections.map((s) => (
        <Box as="li" key={s.path}>
          <Link asChild display="block" px="6" py="2" textDecoration="none" _currentPage={{ fontWeight: 'bold', bg: 'bg.emphasized' }}>
            <NavLink to={s.path} onClick={onNavigate}>
              {s.navLabel}
            </NavLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

/** Below md (docs/product.md#the-staff-pages-frame) the drawer gives way to a menu button that opens the navigation over the page. */
function NavigationMenu({ sections }: { sections: Section[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" hideFrom="md" aria-label="Open navigation">
          <MenuIcon />
          Menu
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Naloxone Portal</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <nav aria-label="Admin sections">
                <SectionLinks sections={sections} onNavigate={() => setOpen(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/**
 * The admin shell (docs/product.md#the-staff-pages-frame): a top bar with the page title and the profile menu, the persistent 300 px drawer
 * with the sections the person's role may see, and the session-expired dialog. It keeps the session alive
 * (a ping every 60 s, a background refresh on mouse movement) for as long as it is mounted.
 */
export default function AdminLayout() {
  const location = useLocation();
  const section = protectedSectionFor(location.pathname);
  const user = readSessionUser();
  const keeper = useMemo(() => createSessionKeeper(), []);
  const [expired, setExpired] = useState(false);
  const [choosingDates, setChoosingDates] = useState(false);

  useEffect(() => {
    keeper.start();
    const off = keeper.onExpired(() => setExpired(true));
    return () => {
      off();
      keeper.stop();
    };
  }, [keeper]);

  const logout = useCallback(() => {
    void keeper.logout(`${window.location.pathname}${window.location.search}`);
  }, [keeper]);

  const stay = useCallback(async () => {
    const ok = await keeper.refresh();
    if (ok) setExpired(false);
    return ok;
  }, [keeper]);

  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const sections = protectedSections.filter((s) => user && hasRank(user.claims.role, s.minimumRole));

  return (
    <Flex minH="100dvh">
      <Box as="nav" aria-label="Admin sections" hideBelow="md" width={DRAWER_WIDTH} flexShrink={0} borderEndWidth="1px" borderColor="border" py="4" bg="bg.subtle">
        <Text px="6" pb="4" fontWeight="bold">
          Naloxone Portal
        </Text>
        <SectionLinks sections={sections} />
      </Box>
      <Box flex="1" minW="0">
        <Flex as="header" align="center" justify="space-between" borderBottomWidth="1px" borderColor="border" px={{ base: '4', md: '6' }} py="3" gap="3">
          <Flex align="center" gap="3" minW="0">
            <NavigationMenu sections={sections} />
            <Heading as="h1" size={{ base: 'md', md: 'lg' }}>
              {section?.title ?? 'Administration'}
            </Heading>
          </Flex>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <Button variant="ghost" aria-label={`Profile menu of ${fullName}`} px="2">
                <Avatar.Root size="sm">
                  <Avatar.Fallback>{user ? initialsOf(user.firstName, user.lastName) : '?'}</Avatar.Fallback>
                </Avatar.Root>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>{fullName}</Menu.ItemGroupLabel>
                    <Menu.Item value="date-preference" onSelect={() => setChoosingDates(true)}>
                      Date and time display
                    </Menu.Item>
                    <Menu.Item value="logout" onSelect={logout}>
                      Logout
                    </Menu.Item>
                  </Menu.ItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
        <Box as="main" id="main-content">
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </Box>
      </Box>
      <DatePreferenceDialog open={choosingDates} onClose={() => setChoosingDates(false)} />
      <SessionExpiredDialog open={expired} onStay={stay} onSignOut={logout} />
    </Flex>
  );
}
