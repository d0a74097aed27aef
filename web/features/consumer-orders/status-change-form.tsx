import { Alert, Box, Button, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CARRIERS } from '#schemas/carriers.ts';
import { needsReason, needsTracking, STATUS_REASON_MAX } from '#schemas/consumer-order-status.ts';
import type { Carrier } from '#schemas/generated/carrier.ts';
import type { ConsumerOrderDetail } from '#schemas/generated/consumer-order-detail.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import { DateInput } from '#web/components/date-input.tsx';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { consumerOrderApi, consumerOrderKey } from './consumer-order-api.ts';
import { statusLabel } from './order-status-badge.tsx';

/** The words of each move's button: what happens, not the status's name. */
const ACTION: Record<ConsumerOrderStatus, string> = {
  received: 'Mark received', 'needs review': 'Hold for review', approved: 'Approve', shipped: 'Mark shipped', delivered: 'Mark delivered', cancelled: 'Cancel the order',
};

/**
 * Moves the order on: only the moves the server allows now (`nextStatuses`), with a reason where one is required and
 * the carrier, tracking number and ship day for a shipment. The server checks everything again; its refusal is shown
 * here as it comes (another person's change since, a tracking number on another order).
 */
export function StatusChangeForm({ order }: { order: ConsumerOrderDetail }) {
  const queryClient = useQueryClient();
  const [to, setTo] = useState<ConsumerOrderStatus>(order.nextStatuses[0]!);
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState<Carrier>('USPS');
  const [trackingNumber, setTrackingNumber] = useState('');
  // Today where the order ships to, as the server counts it, not the staff member's own day (already tomorrow in the
  // evening east of the state).
  const [shippedOn, setShippedOn] = useState(order.latestShipDay);
  const [problem, setProblem] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: () => consumerOrderApi.changeStatus(order.mrn, {
      status: to, from: order.status, ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(needsTracking(to) ? { carrier, trackingNumber, shippedOn } : {}),
    }),
    onSuccess: (updated) => {
      queryClient.setQueryData(consumerOrderKey(order.mrn), updated);
      void queryClient.invalidateQueries({ queryKey: ['consumer-orders'] });
      toastSuccess(`Order ${updated.mrn} is ${updated.status} now.`);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (needsReason(to) && !reason.trim()) return setProblem(`Say why: "${statusLabel(to)}" needs a reason, kept in the order's history.`);
    if (needsTracking(to) && !trackingNumber.trim()) return setProblem('Enter the tracking number the carrier gave.');
    if (needsTracking(to) && !shippedOn) return setProblem('Enter the day the order was shipped.');
    change.mutate();
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby="change-status-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="change-status-heading">Change status</Heading>
      <Box>
        <FieldLabel htmlFor="status-to" required>New status</FieldLabel>
        <NativeSelect.Root>
          <NativeSelect.Field id="status-to" value={to} onChange={(e) => { setTo(e.target.value as ConsumerOrderStatus); setProblem(undefined); }}>
            {order.nextStatuses.map((s) => <option key={s} value={s}>{statusLabel(s)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {needsTracking(to) && (
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} flexWrap="wrap">
          <Box flex="1" minW="8rem">
            <FieldLabel htmlFor="status-carrier" required>Carrier</FieldLabel>
            <NativeSelect.Root>
              <NativeSelect.Field id="status-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
                {CARRIERS.map((c) => <option key={c} value={c}>{c}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box flex="2" minW="12rem">
            <FieldLabel htmlFor="status-tracking" required>Tracking number</FieldLabel>
            <Input id="status-tracking" value={trackingNumber} maxLength={60} autoComplete="off" spellCheck={false} onChange={(e) => setTrackingNumber(e.target.value)} />
          </Box>
          <Box flex="1" minW="12rem">
            <FieldLabel htmlFor="status-shipped-on" required>Shipped on</FieldLabel>
            <DateInput id="status-shipped-on" value={shippedOn} max={order.latestShipDay} required onChange={setShippedOn} />
          </Box>
        </Stack>
      )}
      <Box>
        <FieldLabel htmlFor="status-reason" required={needsReason(to)}>Reason{needsReason(to) ? '' : ' (optional)'}</FieldLabel>
        <Textarea id="status-reason" value={reason} maxLength={STATUS_REASON_MAX} rows={2} onChange={(e) => setReason(e.target.value)} />
      </Box>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content><Alert.Description>{problem}</Alert.Description></Alert.Content>
        </Alert.Root>
      )}
      <Box>
        <Button type="submit" loading={change.isPending} colorPalette={to === 'cancelled' ? 'red' : undefined}>{ACTION[to]}</Button>
      </Box>
    </Stack>
  );
}
