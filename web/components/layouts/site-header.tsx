import { Box, Button, Container, Flex, Link } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { headerLinks } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The public header (spec §2): the site name, the language switch, the theme toggle and the main links. Below the md
 * breakpoint the links fold behind a Menu button (a disclosure: Enter/Space toggles, Escape closes).
 */
export function SiteHeader() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
      <Container maxW="7xl" py="3" onKeyDown={closeOnEscape}>
        <Flex align="center" justify="space-between" gap="4">
          <Link asChild fontWeight="bold" fontSize="lg" color="fg" textDecoration="none">
            <RouterLink to={paths.home}>{t('site.name')}</RouterLink>
          </Link>
          <Flex align="center" gap="1">
            <LanguageSwitch />
            <ThemeToggle />
            <Button
              ref={toggleRef}
              variant="outline"
              size="sm"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              <MenuIcon open={open} />
              {t('header.menu')}
            </Button>
          </Flex>
        </Flex>
        <Box as="nav" aria-label={t('header.mainNav')}>
          <Box
            as="ul"
            id={menuId}
            onClick={closeOnLink}
            listStyleType="none"
            display={{ base: open ? 'flex' : 'none', md: 'flex' }}
            flexDirection={{ base: 'column', md: 'row' }}
            flexWrap="wrap"
            gap={{ base: '1', md: '5' }}
            pt={{ base: '3', md: '2' }}
          >
            {headerLinks.map((link) => (
              <li key={link.label}>
                <Link asChild color="fg" fontWeight="medium" py={{ base: '2', md: '1' }} display="inline-block">
                  {link.external ? (
                    <a href={link.href}>{t(link.label)}</a>
                  ) : (
                    <NavLink to={link.href}>{t(link.label)}</NavLink>
                  )}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
