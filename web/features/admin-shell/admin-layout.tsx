import { Avatar, Box, Button, CloseButton, Drawer, Flex, Heading, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { hasRank } from '#schemas/roles.ts';
import { completeSystem } from '#web/components/design-system/complete-system.ts';
import { paths, protectedSectionFor, protectedSections } from '#web/lib/paths.ts';
import { PageBoundary } from '#web/components/page-boundary.tsx';
import { onSessionUserChange, readSessionUser, writeSessionUser } from '#web/lib/session-user.ts';
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

/** The stored session's second-factor state: a string, which a React store can compare between reads. */
const readSecondFactorState = () => readSessionUser()?.secondFactor;

/** What the enrolment gate is given: the way on once a first factor is added, and the way out. */
export interface EnrolmentGate {
  onEnrolled: () => void;
  onSignOut: () => void;
}

/**
 * The admin shell (docs/product.md#the-staff-pages-frame): a top bar with the page title and the profile menu, the persistent 300 px drawer
 * with the sections the person's role may see, and the session-expired dialog. It keeps the session alive
 * (a ping every 60 s, a background refresh on mouse movement) for as long as it is mounted. While the session still
 * needs a second factor (docs/product.md#second-factors), every staff page is the enrolment page `enrolment` draws,
 * without the sections; once a factor is added the page asked for opens.
 */
export default function AdminLayout({ enrolment }: { enrolment?: (gate: EnrolmentGate) => ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = readSessionUser();
  const required = useSyncExternalStore(onSessionUserChange, readSecondFactorState) === 'enrolmentRequired';
  // Once shown, the gate stays until the person has saved their recovery codes, even when a renewal in between
  // already says the session has its factor (decision 075).
  const [enrolling, setEnrolling] = useState(required);
  if (required && !enrolling) setEnrolling(true);
  const gated = enrolling && enrolment !== undefined;
  const section = protectedSectionFor(gated ? paths.security : location.pathname);
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

  // The server has upgraded the session with the factor just added: the renewed profile says so (or, if the renewal
  // fails, the profile is marked here and the server's answers decide).
  const enrolled = useCallback(() => {
    void keeper.refresh().then((ok) => {
      const current = readSessionUser();
      if (!ok && current) writeSessionUser({ ...current, secondFactor: 'satisfied' });
      setEnrolling(readSecondFactorState() === 'enrolmentRequired');
    });
  }, [keeper]);

  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const sections = gated ? [] : protectedSections.filter((s) => s.inDrawer !== false && user && hasRank(user.claims.role, s.minimumRole));

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
            {sections.length > 0 && <NavigationMenu sections={sections} />}
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
                    <Menu.Item value="security" onSelect={() => navigate(paths.security)}>
                      Sign-in and security
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
            {gated ? enrolment({ onEnrolled: enrolled, onSignOut: logout }) : <Outlet />}
          </PageBoundary>
        </Box>
      </Box>
      <DatePreferenceDialog open={choosingDates} onClose={() => setChoosingDates(false)} />
      <SessionExpiredDialog open={expired} onStay={stay} onSignOut={logout} />
    </Flex>
  );
}
