import { portalPaths } from '#schemas/portal-paths.ts';
import { hasRank, type Role } from '#schemas/roles.ts';
import { formatUrlFilter } from '#web/components/url-filter.ts';

/** Every client route of the app. Link and navigate through this map, never with a literal path (one list with the server's). */
export const paths = portalPaths;

export type AppPath = (typeof paths)[keyof typeof paths];

export interface ProtectedSection {
  path: AppPath;
  /** the lowest role that may see the section (docs/product.md#roles) */
  minimumRole: Role;
  /** the label in the admin drawer */
  navLabel: string;
  /** the title in the admin top bar */
  title: string;
  /** false: reached from the profile menu, not listed in the drawer */
  inDrawer?: false;
}

/** The staff sections, in drawer order (docs/product.md#roles). */
export const protectedSections: readonly ProtectedSection[] = [
  { path: paths.progress, minimumRole: 'admin', navLabel: 'Progress', title: 'Progress' },
  { path: paths.quotas, minimumRole: 'admin', navLabel: 'Quotas', title: 'Quotas' },
  { path: paths.consumerOrders, minimumRole: 'admin', navLabel: 'Consumer Orders', title: 'Consumer Orders' },
  { path: paths.shipments, minimumRole: 'admin', navLabel: 'Shipments', title: 'Shipments' },
  { path: paths.bulkOrders, minimumRole: 'customer', navLabel: 'Bulk Orders', title: 'Bulk Orders' },
  { path: paths.customers, minimumRole: 'admin', navLabel: 'Customers', title: 'Customers' },
  { path: paths.membership, minimumRole: 'admin', navLabel: 'Membership', title: 'Membership' },
  { path: paths.reportSubscriptions, minimumRole: 'admin', navLabel: 'Report Subscriptions', title: 'Report Subscriptions' },
  { path: paths.questionnaire, minimumRole: 'admin', navLabel: 'Questionnaire', title: 'Questionnaire' },
  { path: paths.userManagement, minimumRole: 'superAdmin', navLabel: 'Manage Users', title: 'User Management' },
  { path: paths.auditLog, minimumRole: 'superAdmin', navLabel: 'Audit Log', title: 'Audit Log' },
  { path: paths.jobs, minimumRole: 'superAdmin', navLabel: 'Jobs', title: 'Jobs' },
  { path: paths.programme, minimumRole: 'superAdmin', navLabel: 'Programme', title: 'Programme settings' },
  // Every signed-in person's own second factors (docs/product.md#second-factors), from the profile menu.
  { path: paths.security, minimumRole: 'customer', navLabel: 'Sign-in and security', title: 'Sign-in and security', inDrawer: false },
];

/** A consumer order's page under /consumer-orders, by the MRN the consumer quotes. */
export const consumerOrderPath = (mrn: string) => `${paths.consumerOrders}/${encodeURIComponent(mrn)}`;

/** A membership application's page under /membership. */
export const membershipApplicationPath = (id: string) => `${paths.membership}/${encodeURIComponent(id)}`;

/** The customers page filtered to one customer's id (customers have no page of their own). */
export const customerPath = (id: string) => `${paths.customers}?filter=${encodeURIComponent(formatUrlFilter({ customerId: id })!)}`;

/** The questionnaire studio's pages under /questionnaire (a version, its translations, a comparison). */
export const studioPaths = {
  version: (flowId: string, version: number) => `${paths.questionnaire}/${flowId}/${version}`,
  translations: (flowId: string, version: number) => `${paths.questionnaire}/${flowId}/${version}/translations`,
  compare: (flowId: string, from: number, to: number) => `${paths.questionnaire}/${flowId}/compare?from=${from}&to=${to}`,
  analytics: (flowId: string) => `${paths.questionnaire}/${flowId}/analytics`,
  responses: (flowId: string) => `${paths.questionnaire}/${flowId}/responses`,
  response: (flowId: string, id: string) => `${paths.questionnaire}/${flowId}/responses/${encodeURIComponent(id)}`,
};

/** protectedSectionFor('/quotas')?.minimumRole === 'admin' (also for a page inside it: '/questionnaire/consumer/3'); undefined for a public path */
export function protectedSectionFor(pathname: string): ProtectedSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return protectedSections.find((s) => s.path === path || path.startsWith(`${s.path}/`));
}

/** canSee('customer', '/bulk-orders') === true; true for every public path */
export function canSee(role: Role, pathname: string): boolean {
  const section = protectedSectionFor(pathname);
  return section === undefined || hasRank(role, section.minimumRole);
}

/** Where a signed-in user starts (docs/product.md#signing-in-and-sessions): customers at Bulk Orders, everyone else at Progress. */
export function homePathFor(role: Role): AppPath {
  return role === 'customer' ? paths.bulkOrders : paths.progress;
}
