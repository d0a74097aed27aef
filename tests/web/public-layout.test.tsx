import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTNERS } from '#web/config/site.ts';
import { lazyPage, renderAt } from './render-app.tsx';

// A page served without the programme's settings (as here): the portal's own links only (decision 058).
const headerLabels = ['Track My Shipment', 'GPO Membership', 'Log In'];
const footerLabels = ['Privacy Statement', 'Do Not Sell My Personal Information'];

describe('public layout', () => {
  it('has the landmarks, and a skip link to the main content', () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('shows the header links behind a Menu button on small screens, openable and closable by keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const banner = screen.getByRole('banner');
    const menu = within(banner).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).queryByRole('link', { name: 'Track My Shipment' })).toBeNull();

    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('aria-controls', within(nav).getByRole('list').id);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(headerLabels);

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Track My Shipment' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it("without the programme's settings, links only into the app", () => {
    renderAt('/');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    const href = (label: string) => links.find((a) => a.textContent === label)?.getAttribute('href');
    expect(href('GPO Membership')).toBe('/register');
    expect(href('Log In')).toBe('/login');
    expect(href('Track My Shipment')).toBe('/track');
  });

  it("has the portal's privacy statement and the partnership statement in the footer, and no contact line", () => {
    renderAt('/welcome');
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(footerLabels);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/privacy', '/privacy#do-not-sell']);
    expect(footer).toHaveTextContent(`This service is run in partnership by ${PARTNERS[0]} and ${PARTNERS[1]}.`);
    expect(footer).not.toHaveTextContent('Questions?');
  });

  it('follows GPO Membership to the application form', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'GPO Membership' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GPO Membership Application' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
    // the menu closes after a followed link
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the programme's settings written into the page", () => {
  afterEach(() => {
    document.getElementById('portal-data')?.remove();
    vi.resetModules();
  });

  async function siteWith(data: unknown) {
    const block = document.createElement('script');
    block.id = 'portal-data';
    block.type = 'application/json';
    block.textContent = JSON.stringify(data);
    document.head.append(block);
    vi.resetModules();
    return import('#web/config/site.ts');
  }

  const retention = { consumerMonths: 24, mailDays: 30, unfinishedRunDays: 30 };

  it("send the marketing links to the programme's website and the footer's to its pages", async () => {
    const site = await siteWith({
      programme: {
        programmeName: 'Colorado Naloxone Project', marketingSiteUrl: 'https://naloxone.colorado.test/', contactPhone: '303-555-0100',
        contactEmail: 'help@naloxone.colorado.test', privacyStatementUrl: 'https://naloxone.colorado.test/privacy',
        termsOfUseUrl: 'https://naloxone.colorado.test/terms', termsOfSaleUrl: null, helpUrl: 'https://naloxone.colorado.test/help',
      },
      retention,
    });
    expect(site.headerLinks.map((l) => [l.label, l.href])).toEqual([
      ['header.opioids', 'https://naloxone.colorado.test/opioids'],
      ['header.training', 'https://naloxone.colorado.test/training'],
      ['header.resources', 'https://naloxone.colorado.test/resources'],
      ['header.aboutUs', 'https://naloxone.colorado.test/about-us'],
      ['header.trackShipment', '/track'],
      ['header.news', 'https://naloxone.colorado.test/news'],
      ['header.contactUs', 'https://naloxone.colorado.test/contact-us'],
      ['header.gpoMembership', '/register'],
      ['header.logIn', '/login'],
    ]);
    expect(site.footerLinks.map((l) => [l.label, l.href])).toEqual([
      ['footer.termsOfUse', 'https://naloxone.colorado.test/terms'],
      ['footer.privacyStatement', 'https://naloxone.colorado.test/privacy'],
      ['footer.doNotSell', 'https://naloxone.colorado.test/privacy'],
      ['footer.help', 'https://naloxone.colorado.test/help'],
    ]);
    expect(site.privacyStatement.href).toBe('https://naloxone.colorado.test/privacy');
    expect(site.programme.programmeName).toBe('Colorado Naloxone Project');
    expect(site.pageData.retention).toEqual(retention);
  });

  it('take no address that is not https, and no damaged block', async () => {
    const site = await siteWith({
      programme: { marketingSiteUrl: 'http://naloxone.colorado.test', privacyStatementUrl: 'javascript:alert(1)', helpUrl: 42 },
      retention,
    });
    expect(site.headerLinks.map((l) => l.href)).toEqual(['/track', '/register', '/login']);
    expect(site.privacyStatement.href).toBe('/privacy');
    expect(site.footerLinks.map((l) => l.href)).toEqual(['/privacy', '/privacy#do-not-sell']);

    document.getElementById('portal-data')!.textContent = '{"programme":';
    vi.resetModules();
    const damaged = await import('#web/config/site.ts');
    expect(damaged.privacyStatement.href).toBe('/privacy');
    expect(damaged.pageData).toEqual({});
  });
});
