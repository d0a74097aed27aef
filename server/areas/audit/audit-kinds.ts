import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';

/**
 * The kinds of action the audit log is filtered by, in the staff's words, in the order the filter lists them
 * (decision 065). Each action of the wording table (audit-wording.ts) says which kind it is; a consumer order's status
 * change is the kind of the status it moved to.
 */
export const AUDIT_KINDS = {
  'orders-approved': { label: 'Orders approved', to: 'approved' },
  'orders-held': { label: 'Orders held for review', to: 'needs review' },
  'orders-shipped': { label: 'Orders shipped', to: 'shipped' },
  'orders-delivered': { label: 'Orders delivered', to: 'delivered' },
  'orders-cancelled': { label: 'Orders cancelled', to: 'cancelled' },
  'orders-read': { label: 'Consumer orders looked at' },
  'orders-exported': { label: 'Consumer orders downloaded' },
  'shipments': { label: 'Pick lists and tracking files' },
  'eligibility-checks': { label: 'Eligibility checks' },
  'applications-read': { label: 'Membership applications looked at' },
  'applications-approved': { label: 'Membership applications approved' },
  'applications-rejected': { label: 'Membership applications rejected' },
  'customers-added': { label: 'Customers added' },
  'customers-changed': { label: 'Customers changed' },
  'bulk-orders-placed': { label: 'Bulk orders placed' },
  'bulk-orders-changed': { label: 'Bulk orders changed' },
  'quotas-changed': { label: 'Quotas changed' },
  'users-invited': { label: 'Users invited' },
  'users-read': { label: 'User accounts looked at' },
  'users-changed': { label: 'User accounts changed' },
  'users-deleted': { label: 'User accounts deleted' },
  'questionnaire-drafts': { label: 'Questionnaire drafts edited' },
  'questionnaire-versions': { label: 'Questionnaire versions published, retired or rolled back' },
  'responses-read': { label: 'Questionnaire responses looked at' },
  'programme-settings': { label: 'Programme settings changed' },
  'outbox-read': { label: 'Outbox looked at' },
  'jobs-run': { label: 'Jobs run by hand' },
  'reports-downloaded': { label: 'Funder reports downloaded' },
  'audit-exported': { label: 'Audit log downloaded' },
  'portal-upkeep': { label: 'The portal\'s own upkeep' },
} as const satisfies Record<string, { label: string; to?: ConsumerOrderStatus }>;

export type AuditKind = keyof typeof AUDIT_KINDS;

/** The status a kind of consumer-order change moved to, if it is one. */
export function statusOfKind(kind: AuditKind): ConsumerOrderStatus | undefined {
  const entry = AUDIT_KINDS[kind];
  return 'to' in entry ? entry.to : undefined;
}

export function isAuditKind(value: string): value is AuditKind {
  return Object.hasOwn(AUDIT_KINDS, value);
}
