import { Box, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { isFinalStatus, REJECT_REASON_MAX } from '#schemas/bulk-order-status.ts';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import type { BulkOrderStatus } from '#schemas/generated/bulk-order-status.ts';
import type { Customer } from '#schemas/generated/customer.ts';
import type { Product } from '#schemas/generated/product.ts';
import { FieldError, FieldLabel, describedBy } from '#web/components/form/field-parts.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { OrderSummary } from './order-summary.tsx';
import { draftOf, rejects, validateDraft, validateStatusChange, type BulkOrderDraft, type BulkOrderErrors } from './bulk-order-form.ts';
import { ConfirmStatusDialog } from './confirm-status-dialog.tsx';
import { createBulkOrder } from './create-bulk-order.ts';
import { updateBulkOrder } from './update-bulk-order.ts';

export const SAVE_FAILED = 'Failed to update/submit order';

export interface BulkOrderModalProps {
  /** the order being edited; null for a new one */
  order: BulkOrder | null;
  customers: Customer[];
  products: Product[];
  defaultEmail: string;
  onClose: () => void;
  onSaved: (order: BulkOrder) => void;
}

/** What the modal says when saving failed: the server's reason for a refused precondition or state, else the text of docs/product.md#errors-people-read. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && [403, 409, 412].includes(error.status)) return error.message;
  return SAVE_FAILED;
}

/** One modal for a new order and for editing one (docs/product.md#bulk-orders-customers-and-products). Mount it only while open. */
export function BulkOrderModal({ order, customers, products, defaultEmail, onClose, onSaved }: BulkOrderModalProps) {
  const [draft, setDraft] = useState<BulkOrderDraft>(() => draftOf(order, defaultEmail));
  const [errors, setErrors] = useState<BulkOrderErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editable = order === null || order.editable;
  const statuses = order?.allowedStatuses ?? [];

  const change = (value: string, id: string) => {
    const key = id.replace('order-', '') as keyof BulkOrderDraft;
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const newStatus = order && draft.orderStatus !== order.orderStatus ? (draft.orderStatus as BulkOrderStatus) : null;
  const [confirming, setConfirming] = useState<BulkOrderStatus | null>(null);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const quantity = Number(draft.quantity);
      const saved = order === null
        ? await createBulkOrder({ customerId: draft.customerId, productId: draft.productId, email: draft.email.trim(), quantity })
        : await updateBulkOrder({
          id: order.id,
          ...(editable ? { customerId: draft.customerId, productId: draft.productId, email: draft.email.trim(), quantity } : {}),
          ...(newStatus ? { orderStatus: newStatus } : {}),
          ...(rejects(draft, order) ? { rejectReason: draft.rejectReason.trim() } : {}),
        });
      setConfirming(null);
      onSaved(saved);
    } catch (error) {
      setConfirming(null);
      setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    const found = { ...(editable ? validateDraft(draft) : {}), ...validateStatusChange(draft, order) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    // A move that cannot be undone (rejected, fully shipped) is confirmed first.
    if (newStatus && isFinalStatus(newStatus)) {
      setConfirming(newStatus);
      return;
    }
    await save();
  };

  return (
    <>
    <ModalDialog open title={order ? 'Edit Order' : 'Create Order'} onClose={onClose} submitLabel={order ? 'Save' : 'Create Order'} onSubmit={() => void submit()}
      submitting={saving} submittingLabel="Saving…" failure={failure} size="md">
      <Stack gap="3">
        {editable ? (
          <>
            <SelectField id="order-customerId" label="Customer" required value={draft.customerId} error={errors.customerId}
              placeholder="Select a customer" onChange={change}
              options={customers.map((c) => ({ value: c.customerId, label: `${c.customerName || c.customerId} (${c.customerId})` }))} />
            <SelectField id="order-productId" label="Product" required value={draft.productId} error={errors.productId}
              placeholder="Select a product" onChange={change}
              options={products.map((p) => ({ value: p.id, label: `${p.name} (${p.ndc})` }))} />
            <TextField id="order-email" label="Email" type="email" required value={draft.email} error={errors.email} onChange={change} autoComplete="email" maxLength={254} />
            <Box>
              <FieldLabel htmlFor="order-quantity" required>Quantity</FieldLabel>
              <Input id="order-quantity" type="number" inputMode="numeric" min={1} step={1} required value={draft.quantity}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={describedBy('order-quantity', undefined, errors.quantity)}
                onChange={(e) => change(e.target.value, 'order-quantity')} />
              <FieldError id="order-quantity" error={errors.quantity} />
            </Box>
          </>
        ) : (
          order && <OrderSummary order={order} />
        )}
        {order && statuses.length > 1 && (
          <SelectField id="order-orderStatus" label="Status" value={draft.orderStatus} placeholder="Select a status" onChange={change}
            options={statuses.map((s) => ({ value: s, label: s }))} />
        )}
        {rejects(draft, order) && (
          <Box>
            <FieldLabel htmlFor="order-rejectReason" required>Rejection Reason</FieldLabel>
            <Textarea id="order-rejectReason" required maxLength={REJECT_REASON_MAX} rows={3} value={draft.rejectReason}
              aria-invalid={errors.rejectReason ? true : undefined}
              aria-describedby={describedBy('order-rejectReason', undefined, errors.rejectReason)}
              onChange={(e) => change(e.target.value, 'order-rejectReason')} />
            <FieldError id="order-rejectReason" error={errors.rejectReason} />
          </Box>
        )}
      </Stack>
    </ModalDialog>
    <ConfirmStatusDialog status={confirming} saving={saving} onConfirm={() => void save()} onCancel={() => setConfirming(null)} />
    </>
  );
}
