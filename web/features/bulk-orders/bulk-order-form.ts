import type { BulkOrder } from '#schemas/generated/bulk-order.ts';

export interface BulkOrderDraft {
  customerId: string;
  productId: string;
  email: string;
  quantity: string;
  orderStatus: string;
}

export type BulkOrderErrors = Partial<Record<keyof BulkOrderDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function draftOf(order: BulkOrder | null, email: string): BulkOrderDraft {
  return order
    ? { customerId: order.customerId, productId: order.productId, email: order.userEmail, quantity: String(order.quantity), orderStatus: order.orderStatus }
    : { customerId: '', productId: '', email, quantity: '', orderStatus: 'created' };
}

/** The order modal's checks (spec §5 Order modal), messages in the style 'Customer Id is required'. */
export function validateDraft(draft: BulkOrderDraft): BulkOrderErrors {
  const errors: BulkOrderErrors = {};
  if (!draft.customerId) errors.customerId = 'Customer Id is required';
  if (!draft.productId) errors.productId = 'Product Id is required';
  if (!draft.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(draft.email.trim())) errors.email = 'A valid Email is required';
  const quantity = Number(draft.quantity);
  if (draft.quantity.trim() === '') errors.quantity = 'Quantity is required';
  else if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = 'Quantity must be at least 1';
  return errors;
}
