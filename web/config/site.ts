import type { PortalPageData, ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { paths } from '#web/lib/paths.ts';
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { serverPageData } from './server-page-data.ts';

/**
 * Facts about the site that the public pages print: the two partner companies, the programme's settings (its name,
 * contact details and the addresses of its own pages, which a superAdmin sets in the portal) and the links of the
 * header and footer (their words are in the catalogues, web/i18n/messages). The server writes the settings into the
 * page it serves (decision 058), so they cost no request; a page without them (the development server) shows the
 * portal's own pages and no link to the programme's.
 */

/** The two companies that run the service in partnership (fictional names). */
export const PARTNERS = ['Northwind Health Foundation', 'Contoso Pharmacy Services'] as const;

/** The values of the catalogues' 'site.partnership' sentence. */
export const partnershipValues = { first: PARTNERS[0], second: PARTNERS[1] };

/** What the server wrote into the page (`<script id="portal-data" type="application/json">`); {} without it. */
export const pageData: Partial<PortalPageData> = (() => {
  try {
    // The server's render has no page to read (decision 082); the browser's bundle leaves that branch out.
    const text = import.meta.env.SSR ? serverPageData() : document.getElementById('portal-data')?.textContent;
    return JSON.parse(text || '{}') as Partial<PortalPageData>;
  } catch {
    return {};
  }
})();

const given: Partial<Record<keyof ProgrammeSettings, unknown>> = pageData.programme ?? {};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
// The server checked each address when it was saved (engine/programme-settings.ts); the page keeps only https ones.
const address = (value: unknown) => (typeof value === 'string' && value.startsWith('https://') ? value : null);

/**
 * The programme's name, contact details and the addresses of its pages as this page received them; each null when not
 * set (an address also when not https). The page after a membership application reads the review time from `pageData`.
 */
export const programme: Omit<ProgrammeSettings, 'applicationReviewWorkingDays' | 'expiryReminderDays'> = {
  programmeName: text(given.programmeName),
  marketingSiteUrl: address(given.marketingSiteUrl),
  contactPhone: text(given.contactPhone),
  contactEmail: text(given.contactEmail),
  privacyStatementUrl: address(given.privacyStatementUrl),
  termsOfUseUrl: address(given.termsOfUseUrl),
  termsOfSaleUrl: address(given.termsOfSaleUrl),
  helpUrl: address(given.helpUrl),
};

export interface SiteLink {
  label: MessageKey;
  href: string;
  /** true when the link leaves this application */
  external: boolean;
}

const link = (label: MessageKey, href: string | null | undefined, external = true): SiteLink[] => (href ? [{ label, href, external }] : []);
const site = programme.marketingSiteUrl?.replace(/\/+$/, '');
const marketing = (label: MessageKey, path: string) => link(label, site && site + path);

/** The header's links: the pages of the programme's website once it is set, the portal's own always. */
export const headerLinks: readonly SiteLink[] = [
  ...marketing('header.opioids', '/opioids'),
  ...marketing('header.training', '/training'),
  ...marketing('header.resources', '/resources'),
  ...marketing('header.aboutUs', '/about-us'),
  ...link('header.trackShipment', paths.track, false),
  ...marketing('header.news', '/news'),
  ...marketing('header.contactUs', '/contact-us'),
  ...link('header.gpoMembership', paths.register, false),
  ...link('header.logIn', paths.login, false),
];

/** The privacy statement the public is asked to read: the programme's own once set, the portal's page until then. */
export const privacyStatement: SiteLink = link('footer.privacyStatement', programme.privacyStatementUrl)[0] ?? { label: 'footer.privacyStatement', href: paths.privacy, external: false };

/** The footer's links: the programme's terms and help once set; the privacy statement and its promise always. */
export const footerLinks: readonly SiteLink[] = [
  ...link('footer.termsOfUse', programme.termsOfUseUrl),
  ...link('footer.termsOfSale', programme.termsOfSaleUrl),
  privacyStatement,
  { ...privacyStatement, label: 'footer.doNotSell', href: privacyStatement.external ? privacyStatement.href : `${paths.privacy}#do-not-sell` },
  ...link('footer.help', programme.helpUrl),
];
