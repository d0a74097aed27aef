import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApplicationDetail } from '#schemas/generated/membership-review.ts';
import { Section } from '#web/components/detail-section.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applicationKey, applicationsKey, reviewApi } from './review-api.ts';

const REASON_MAX = 1000;
const CUSTOMER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function useDecision(id: string) {
  const client = useQueryClient();
  return (done: string) => ({
    onSuccess: (detail: ApplicationDetail) => {
      client.setQueryData(applicationKey(id), detail);
      void client.invalidateQueries({ queryKey: applicationsKey });
      toastSuccess(done);
    },
    onError: (error: unknown) => {
      // A decision made meanwhile by someone else: show it.
      if (error instanceof ApiError && error.code === 'APPLICATION_DECIDED') void client.invalidateQueries({ queryKey: applicationKey(id) });
      toastError(error instanceof ApiError ? error.message : 'The decision could not be saved. Please try again.');
    },
  });
}

/** Approve (creating or linking the customer) or reject (with the reason the applicant reads) a pending application. */
export function DecisionForms({ detail }: { detail: ApplicationDetail }) {
  const id = detail.summary.id;
  const handlers = useDecision(id);
  const [customerId, setCustomerId] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [customerError, setCustomerError] = useState('');
  const approve = useMutation({ mutationFn: () => reviewApi.approve(id, customerId.trim() ? { customerId: customerId.trim() } : {}), ...handlers('Approved: the contact is invited.') });
  const reject = useMutation({ mutationFn: () => reviewApi.reject(id, reason.trim()), ...handlers('Rejected: the reason is emailed to the contact.') });
  const busy = approve.isPending || reject.isPending;

  const submitApprove = (e: FormEvent) => {
    e.preventDefault();
    if (customerId.trim() && !CUSTOMER_ID.test(customerId.trim())) {
      setCustomerError('A customer id is letters, digits, dots, dashes and underscores, starting with a letter or digit.');
      return;
    }
    setCustomerError('');
    approve.mutate();
  };
  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError('Say why: the applicant reads the reason in the email.');
      return;
    }
    setReasonError('');
    reject.mutate();
  };

  return (
    <Section title="Decide" id="decide-heading">
      <Stack gap="6">
        <form onSubmit={submitApprove} noValidate>
          <Stack gap="3">
            <TextField id="approve-customer-id" label="Customer Id (optional)" value={customerId} maxLength={40} autoComplete="off" error={customerError}
              onChange={(v) => setCustomerId(v)}
              hint={`An existing customer's id links the facility to it. A new id (the ERP's) creates the customer under it; left empty, the customer is created under the reference ${detail.summary.reference}.`} />
            <Text textStyle="sm">The contact, {detail.summary.contactName}, is invited as the customer&apos;s user and told of the approval by email.</Text>
            <Button type="submit" alignSelf="start" colorPalette="green" loading={approve.isPending} loadingText="Approving…" disabled={busy}>Approve</Button>
          </Stack>
        </form>
        <form onSubmit={submitReject} noValidate>
          <Stack gap="3">
            <TextField id="reject-reason" label="Reason for rejecting" value={reason} maxLength={REASON_MAX} multiline required error={reasonError}
              onChange={(v) => setReason(v)} hint={`The applicant reads it in the rejection email (${reason.length} of ${REASON_MAX} characters).`} />
            <Button type="submit" alignSelf="start" variant="outline" colorPalette="red" loading={reject.isPending} loadingText="Rejecting…" disabled={busy}>Reject</Button>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
