import { accountName } from '#server/areas/users/index.ts';
import { AUDIT_WORDING, DELETED } from './audit-wording.ts';
import { periodWords, questionnaireName, stateName, versionName } from './audit-words.ts';

/** The names the listing's query joins in for an entry's record (audit-log.repository.ts), null where none matched. */
export interface JoinedNames {
  order_mrn: string | null;
  product_name: string | null;
  customer_name: string | null;
  application_name: string | null;
  account_id: string | null;
  account_first_name: string | null;
  account_last_name: string | null;
  account_email: string | null;
  account_role: 'customer' | 'admin' | 'superAdmin' | null;
  account_customer: string | null;
  bulk_id: string | null;
  bulk_customer: string | null;
  bulk_product: string | null;
}

/**
 * The record an entry is about, named as staff name it (decision 065): an order by its number only, a customer and an
 * application by the organisation's name, an account of the staff by the person's name, a quota by its state, a
 * questionnaire version by its number; a record no longer there is 'a deleted customer', never its id.
 */
export function thingOf(action: string, entityId: string | null, row: JoinedNames): string | null {
  const names = AUDIT_WORDING[action]?.names;
  if (!names || entityId === null) return null;
  switch (names) {
    case 'order': return row.order_mrn ? `order ${row.order_mrn}` : DELETED.order;
    case 'product': return row.product_name ?? DELETED.product;
    case 'customer': return row.customer_name || DELETED.customer;
    case 'application': return row.application_name ? `the membership application of ${row.application_name}` : DELETED.application;
    case 'bulk-order': return row.bulk_id ? `${row.bulk_customer ?? 'a customer'}'s bulk order of ${row.bulk_product ?? 'a product'}` : DELETED['bulk-order'];
    case 'account':
      return row.account_id === null ? DELETED.account : accountName({
        first_name: row.account_first_name, last_name: row.account_last_name, email: row.account_email, role: row.account_role, customer_name: row.account_customer,
      });
    case 'state': return stateName(entityId);
    case 'flow-version': return versionName(entityId);
    case 'flow': return questionnaireName(entityId);
    case 'job-run': return entityId.includes('@') ? periodWords(entityId.slice(entityId.lastIndexOf('@') + 1)) : null;
  }
}
