import { Button, HStack, Link, NativeSelect, Stack, Text, Field, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { DiffView } from './diff-view.tsx';
import { studioApi, studioKeys } from './studio-api.ts';
import { useFlowTitle } from './flow-title.ts';

function VersionSelect({ label, value, versions, onChange }: { label: string; value: number; versions: number[]; onChange: (v: number) => void }) {
  return (
    <Field.Root maxW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {versions.map((v) => <option key={v} value={v}>{`Version ${v}`}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Compare any two versions of a questionnaire, in plain language (/questionnaire/:flowId/compare?from=&to=). */
export default function ComparePage() {
  const { flowId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const from = Number(search.get('from'));
  const to = Number(search.get('to'));
  const versions = useQuery({ queryKey: studioKeys.versions(flowId), queryFn: ({ signal }) => studioApi.versions(flowId, signal) });
  const title = useFlowTitle(flowId);
  const valid = Number.isInteger(from) && Number.isInteger(to) && from > 0 && to > 0;
  const diff = useQuery({ queryKey: studioKeys.diff(flowId, from, to), queryFn: ({ signal }) => studioApi.diff(flowId, from, to, signal), enabled: valid });
  const numbers = (versions.data ?? []).map((v) => v.version).sort((a, b) => a - b);
  const set = (key: 'from' | 'to', value: number) => setSearch((s) => { s.set(key, String(value)); return s; }, { replace: true });
  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`Compare versions of ${title}`} />
      <Link asChild alignSelf="flex-start"><RouterLink to={paths.questionnaire}>← All questionnaires</RouterLink></Link>
      <Text as="h2" fontSize="xl" fontWeight="semibold">{`Compare versions of ${title}`}</Text>
      {numbers.length > 0 && (
        <HStack gap="4" wrap="wrap" align="flex-end">
          <VersionSelect label="From" value={from} versions={numbers} onChange={(v) => set('from', v)} />
          <VersionSelect label="To" value={to} versions={numbers} onChange={(v) => set('to', v)} />
        </HStack>
      )}
      {!valid && <Text>Choose two versions to compare.</Text>}
      {diff.isPending && valid && <HStack><Spinner size="sm" /><Text>Comparing…</Text></HStack>}
      {diff.isError && (
        <Text color="fg.error">
          {diff.error instanceof Error ? diff.error.message : 'The comparison could not be loaded.'}{' '}
          <Button size="xs" variant="outline" onClick={() => void diff.refetch()}>Retry</Button>
        </Text>
      )}
      {diff.data && <DiffView diff={diff.data} />}
    </Stack>
  );
}
