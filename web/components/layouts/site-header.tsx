import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { headerLinks } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { css } from '../static/classes.ts';
import { ThemeToggle } from '../theme-toggle.tsx';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The public header (docs/product.md#public-pages): the site name, the language switch, the theme toggle and the main links. Below the md
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
    <header className={css.header}>
      <div className={css.headerContainer} onKeyDown={closeOnEscape}>
        <div className={css.headerBar}>
          <RouterLink to={paths.home} className={css.siteName}>
            {t('site.name')}
          </RouterLink>
          <div className={css.headerTools}>
            <LanguageSwitch />
            <ThemeToggle />
            <button
              type="button"
              ref={toggleRef}
              className={css.menuButton}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              <MenuIcon open={open} />
              {t('header.menu')}
            </button>
          </div>
        </div>
        <nav aria-label={t('header.mainNav')}>
          <ul id={menuId} onClick={closeOnLink} className={open ? css.menuOpen : css.menuClosed}>
            {headerLinks.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <a href={link.href} className={css.headerLink}>
                    {t(link.label)}
                  </a>
                ) : (
                  <NavLink to={link.href} className={css.headerLink}>
                    {t(link.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
