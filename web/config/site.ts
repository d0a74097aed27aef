import { paths } from '#web/app/paths.ts';

/**
 * Facts about the site that the public pages print: its name, the two partner companies and the
 * programme's marketing site. Changing a partner or the marketing host is a one-line change here.
 */
export const SITE_NAME = 'Naloxone Access Portal';

/** The two companies that run the service in partnership (fictional names). */
export const PARTNERS = ['Northwind Health Foundation', 'Contoso Pharmacy Services'] as const;

export const PARTNERSHIP_STATEMENT = `This service is run in partnership by ${PARTNERS[0]} and ${PARTNERS[1]}.`;

/** The programme's marketing site, where the informational pages live. */
export const MARKETING_SITE_URL = 'https://www.example.org';

const marketing = (path: string) => `${MARKETING_SITE_URL}${path}`;

export interface SiteLink {
  label: string;
  href: string;
  /** true when the link leaves this application */
  external: boolean;
}

export const headerLinks: readonly SiteLink[] = [
  { label: 'Opioids', href: marketing('/opioids'), external: true },
  { label: 'Training', href: marketing('/training'), external: true },
  { label: 'Resources', href: marketing('/resources'), external: true },
  { label: 'About Us', href: marketing('/about-us'), external: true },
  { label: 'Track My Shipment', href: marketing('/track-my-shipment'), external: true },
  { label: 'News', href: marketing('/news'), external: true },
  { label: 'Contact Us', href: marketing('/contact-us'), external: true },
  { label: 'GPO Membership', href: paths.register, external: false },
  { label: 'Log In', href: paths.login, external: false },
];

export const PRIVACY_STATEMENT_URL = marketing('/privacy-statement');

export const footerLinks: readonly SiteLink[] = [
  { label: 'Terms of Use', href: marketing('/terms-of-use'), external: true },
  { label: 'Terms of Sale', href: marketing('/terms-of-sale'), external: true },
  { label: 'Privacy Statement', href: PRIVACY_STATEMENT_URL, external: true },
  { label: 'Do Not Sell My Personal Information', href: marketing('/do-not-sell-my-personal-information'), external: true },
];
