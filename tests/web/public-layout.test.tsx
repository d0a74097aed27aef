import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKETING_SITE_URL, PARTNERS } from '#web/config/site.ts';
import { lazyPage, renderAt } from './render-app.tsx';

const headerLabels = ['Opioids', 'Training', 'Resources', 'About Us', 'Track My Shipment', 'News', 'Contact Us', 'GPO Membership', 'Log In'];
const footerLabels = ['Terms of Use', 'Terms of Sale', 'Privacy Statement', 'Do Not Sell My Personal Information'];

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
    expect(within(banner).queryByRole('link', { name: 'Opioids' })).toBeNull();

    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('aria-controls', within(nav).getByRole('list').id);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(headerLabels);

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Opioids' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('sends the marketing links to the marketing site and the app\'s own links into the app', () => {
    renderAt('/');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    const href = (label: string) => links.find((a) => a.textContent === label)?.getAttribute('href');
    expect(href('GPO Membership')).toBe('/register');
    expect(href('Log In')).toBe('/login');
    expect(href('Track My Shipment')).toBe('/track');
    for (const label of headerLabels.slice(0, 7).filter((l) => l !== 'Track My Shipment')) expect(href(label)).toMatch(new RegExp(`^${MARKETING_SITE_URL}/`));
  });

  it('has the legal links and the partnership statement in the footer', () => {
    renderAt('/welcome');
    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(footerLabels);
    for (const link of links) expect(link.getAttribute('href')).toMatch(new RegExp(`^${MARKETING_SITE_URL}/`));
    expect(footer).toHaveTextContent(`This service is run in partnership by ${PARTNERS[0]} and ${PARTNERS[1]}.`);
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
