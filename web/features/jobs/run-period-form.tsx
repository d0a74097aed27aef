import { Box, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { JobView, RunJobRequest } from '#schemas/generated/jobs.ts';
import { DateInput } from '#web/components/date-input.tsx';
import type { DatePreference } from '#web/components/date-format.ts';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { outcomeText } from './job-outcome.ts';
import { choiceText, DAY_CHOICE, runPeriodText } from './job-periods.ts';
import { jobsApi, jobsKey } from './jobs-api.ts';

const BY_DAY = 'by-day';

/**
 * Runs one period of a job by hand (decision 066): one of the latest periods that are over, chosen from a list, or
 * the week, month or day holding a day picked in a date field; the server works out the period. A period that has run
 * answers with that run (nothing is sent twice); a failed one is tried again at once.
 */
export function RunPeriodForm({ job, now, preference, timeZone }: { job: JobView; now: Date; preference: DatePreference; timeZone: string }) {
  const id = useId();
  const [choice, setChoice] = useState(job.choices[0]?.period ?? '');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const byDay = job.unit !== 'hour' && choice === BY_DAY;
  const run = useMutation({
    mutationFn: (request: RunJobRequest) => jobsApi.run(job.name, request),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: jobsKey });
      const period = runPeriodText(job.unit, result, preference, timeZone);
      if (result.status === 'failed') toastError(`${job.title} for ${period} failed: ${result.lastError ?? 'no reason given'}`);
      else toastSuccess(`${job.title} for ${period}: ${result.status === 'done' ? outcomeText(job.name, result.outcome) || 'done.' : 'running.'}`);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : 'The job could not be run. Please try again.'),
  });
  const submit = () => {
    setProblem(null);
    if (byDay && !day) return setProblem('Choose a day.');
    run.mutate(byDay ? { day } : { period: choice });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <HStack align="end" gap="2" wrap="wrap">
        <Box>
          <FieldLabel htmlFor={`${id}-period`}>Period to run</FieldLabel>
          <NativeSelect.Root size="sm" w="auto" minW="16rem">
            <NativeSelect.Field id={`${id}-period`} value={choice} onChange={(e) => { setChoice(e.target.value); setProblem(null); }}>
              {job.choices.map((c, i) => <option key={c.period} value={c.period}>{choiceText(job.unit, c, i, now, preference, timeZone)}</option>)}
              {job.unit !== 'hour' && <option value={BY_DAY}>{DAY_CHOICE[job.unit]}</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {byDay && (
          <Box w="13rem">
            <FieldLabel htmlFor={`${id}-day`} required>{job.unit === 'day' ? 'Day' : `A day of the ${job.unit}`}</FieldLabel>
            <DateInput id={`${id}-day`} value={day} onChange={(d) => { setDay(d); setProblem(null); }} />
          </Box>
        )}
        <Button type="submit" size="sm" variant="outline" loading={run.isPending} loadingText="Running…">Run now</Button>
      </HStack>
      {problem && <Box role="alert" color="fg.error" textStyle="sm" mt="2">{problem}</Box>}
    </form>
  );
}
