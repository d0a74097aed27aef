import { paths } from '#web/lib/paths.ts';
import type { MessageKey } from '#web/i18n/catalogue.ts';

/**
 * Facts about the site that the public pages print: the two partner companies, the programme's marketing site and
 * the links of the header and footer (their words are in the catalogues, web/i18n/messages). Changing a partner or
 * the marketing host is a one-line change here.
 */

/** The two companies that run the service in partnership (fictional names). */
export const PARTNERS = ['Northwind Health Foundation', 'Contoso Pharmacy Services'] as const;

/** The values of the catalogues' 'site.partnership' sentence. */
export const partnershipValues = { first: PARTNERS[0], second: PARTNERS[1] };

/** The programme's marketing site, where the informational pages live. */
export const MARKETING_SITE_URL = 'https://www.example.org';

const marketing = (path: string) => `${MARKETING_SITE_URL}${path}`;

export interface SiteLink {
  label: MessageKey;
  href: string;
  /** true when the link leaves this application */
  external: boolean;
}

export const headerLinks: readonly SiteLink[] = [
  { label: 'header.opioids', href: marketing('/opioids'), external: true },
  { label: 'header.training', href: marketing('/training'), external: true },
  { label: 'header.resources', href: marketing('/resources'), external: true },
  { label: 'header.aboutUs', href: marketing('/about-us'), external: true },
  { label: 'header.trackShipment', href: paths.track, external: false },
  { label: 'header.news', href: marketing('/news'), external: true },
  { label: 'header.contactUs', href: marketing('/contact-us'), external: true },
  { label: 'header.gpoMembership', href: paths.register, external: false },
  { label: 'header.logIn', href: paths.login, external: false },
];

export const PRIVACY_STATEMENT_URL = marketing('/privacy-statement');

export const footerLinks: readonly SiteLink[] = [
  { label: 'footer.termsOfUse', href: marketing('/terms-of-use'), external: true },
  { label: 'footer.termsOfSale', href: marketing('/terms-of-sale'), external: true },
  { label: 'footer.privacyStatement', href: PRIVACY_STATEMENT_URL, external: true },
  { label: 'footer.doNotSell', href: marketing('/do-not-sell-my-personal-information'), external: true },
];
