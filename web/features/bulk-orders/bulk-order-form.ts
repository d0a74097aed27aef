import { checkEmail } from '#engine/validators.ts';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';

export interface BulkOrderDraft {
  customerId: string;
  productId: string;
  email: string;
  quantity: string;
  orderStatus: string;
  rejectReason: string;
}

export type BulkOrderErrors = Partial<Record<keyof BulkOrderDraft, string>>;

export function draftOf(order: BulkOrder | null, email: string): BulkOrderDraft {
  return order
    ? { customerId: order.customerId, productId: order.productId, email: order.userEmail, quantity: String(order.quantity), orderStatus: order.orderStatus, rejectReason: '' }
    : { customerId: '', productId: '', email, quantity: '', orderStatus: 'created', rejectReason: '' };
}

/** Whether saving the draft rejects the order (which then needs a reason the customer will read). */
export function rejects(draft: BulkOrderDraft, order: BulkOrder | null): boolean {
  return order !== null && order.orderStatus !== 'rejected' && draft.orderStatus === 'rejected';
}

/** The status part of the checks: a rejection says why (the server refuses it otherwise). */
export function validateStatusChange(draft: BulkOrderDraft, order: BulkOrder | null): BulkOrderErrors {
  return rejects(draft, order) && !draft.rejectReason.trim() ? { rejectReason: 'Rejection Reason is required' } : {};
}

/** The order modal's checks, messages in the style 'Customer Id is required'. */
export function validateDraft(draft: BulkOrderDraft): BulkOrderErrors {
  const errors: BulkOrderErrors = {};
  if (!draft.customerId) errors.customerId = 'Customer Id is required';
  if (!draft.productId) errors.productId = 'Product Id is required';
  if (!draft.email.trim()) errors.email = 'Email is required';
  else if (!checkEmail(draft.email).ok) errors.email = 'A valid Email is required';
  const quantity = Number(draft.quantity);
  if (draft.quantity.trim() === '') errors.quantity = 'Quantity is required';
  else if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = 'Quantity must be at least 1';
  return errors;
}
