import type { UrlFilter } from '#web/components/url-filter.ts';

export interface CustomerFilter {
  customerId: string;
  customerName: string;
  city: string;
  state: string;
  zip: string;
  accountType: string;
}

export const EMPTY_FILTER: CustomerFilter = { customerId: '', customerName: '', city: '', state: '', zip: '', accountType: '' };

export const FILTER_LABELS: Record<keyof CustomerFilter, string> = {
  customerId: 'Customer Id', customerName: 'Customer Name', city: 'City', state: 'State', zip: 'Zip', accountType: 'Account Type',
};

export function filterFromUrl(url: UrlFilter | null): CustomerFilter {
  const out = { ...EMPTY_FILTER };
  for (const key of Object.keys(EMPTY_FILTER) as (keyof CustomerFilter)[]) {
    const value = url?.[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value).trim().slice(0, 200);
  }
  return out;
}

/** The facility types (docs/product.md#who-uses-it), offered as account types. */
export const ACCOUNT_TYPES = [
  'Non Profit Organization', 'School/University', 'First Responder', 'State or local government agency',
  'Addiction/Recovery Center', 'Healthcare Facility', 'Community Based Organization',
] as const;
