import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { JobView } from '#schemas/generated/jobs.ts';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { jobsApi, jobsKey } from './jobs-api.ts';

/**
 * Runs one period of a job by hand: the latest period is offered. A period that has run answers with that run
 * (nothing is sent twice); a failed one is tried again at once.
 */
export function RunPeriodForm({ job, latestPeriod }: { job: JobView; latestPeriod: string }) {
  const id = useId();
  const [period, setPeriod] = useState(latestPeriod);
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => jobsApi.run(job.name, period.trim()),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: jobsKey });
      if (result.status === 'failed') toastError(`${job.title} for ${result.period} failed: ${result.lastError ?? 'no reason given'}`);
      else toastSuccess(`${job.title} for ${result.period}: ${result.status === 'done' ? 'done' : 'running'}.`);
    },
    onError: (error) => toastError(error instanceof ApiError ? error.message : 'The job could not be run. Please try again.'),
  });
  return (
    <form onSubmit={(e) => { e.preventDefault(); run.mutate(); }}>
      <HStack align="end" gap="2" wrap="wrap">
        <Field.Root w="auto" required>
          <Field.Label htmlFor={`${id}-period`}>Period to run</Field.Label>
          <Input id={`${id}-period`} size="sm" w="11rem" value={period} maxLength={20} onChange={(e) => setPeriod(e.target.value)} fontFamily="mono" />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" loading={run.isPending} loadingText="Running…" disabled={!period.trim()}>Run now</Button>
      </HStack>
    </form>
  );
}
