import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { DateRangeFilter } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { paths } from '#web/lib/paths.ts';
import { FunnelPanel } from './funnel-panel.tsx';
import { studioApi, studioKeys } from './studio-api.ts';
import { useFlowTitle } from './flow-title.ts';

const NONE = '';

/**
 * Questionnaire analytics (decision 029, /questionnaire/:flowId/analytics?version=&compare=&from=&to=): where people give
 * up in a version, and beside it another version over the same days, so staff see what a change in the studio did.
 */
export default function AnalyticsPage() {
  const { flowId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const versions = useQuery({ queryKey: studioKeys.versions(flowId), queryFn: ({ signal }) => studioApi.versions(flowId, signal) });
  const title = useFlowTitle(flowId);
  // Only versions people could answer have runs: drafts never do.
  const answered = (versions.data ?? []).filter((v) => v.status !== 'draft').sort((a, b) => b.version - a.version);
  const live = answered.find((v) => v.live)?.version ?? answered[0]?.version;
  const version = Number(search.get('version')) || live;
  const compareParam = search.get('compare');
  const chosen = compareParam === null ? answered.find((v) => v.version !== version)?.version : Number(compareParam) || undefined;
  const compare = chosen === version ? undefined : chosen;
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const set = (key: string, value: string) => setSearch((s) => { s.set(key, value); return s; }, { replace: true });
  const options = answered.map((v) => ({ value: String(v.version), label: `Version ${v.version}${v.live ? ' (live)' : ''}` }));

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`Questionnaire analytics: ${title}`} />
      <Link asChild alignSelf="flex-start"><RouterLink to={paths.questionnaire}>← All questionnaires</RouterLink></Link>
      <Stack gap="1">
        <Text as="h2" fontSize="xl" fontWeight="semibold">{`Where people give up in ${title}`}</Text>
        <Text color="fg.muted" maxW="3xl">
          Each step counts the runs that reached it, completed it and left there, against its own arrivals. Runs are
          counted by the day they started (the last 30 days unless you choose), without cookies or personal data;
          staff previews are not counted.
        </Text>
      </Stack>
      {versions.isError && <Text color="fg.error" role="alert">The versions could not be loaded.</Text>}
      {version !== undefined && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end" maxW="5xl">
            <SelectField id="funnel-version" label="Version" value={String(version)} options={options} onChange={(v) => v && set('version', v)} />
            <SelectField id="funnel-compare" label="Side by side with" value={compare === undefined ? NONE : String(compare)}
              options={[{ value: NONE, label: 'No other version' }, ...options.filter((o) => o.value !== String(version))]} onChange={(v) => set('compare', v)} />
            <DateRangeFilter from={['funnel-from', 'Started from']} to={['funnel-to', 'Started until']} value={{ from, to }}
              onFromChange={(v) => set('from', v)} onToChange={(v) => set('to', v)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: compare === undefined ? 1 : 2 }} gap="5" alignItems="start">
            <FunnelPanel flowId={flowId} version={version} live={version === live} from={from} to={to} />
            {compare !== undefined && <FunnelPanel flowId={flowId} version={compare} live={compare === live} from={from} to={to} />}
          </SimpleGrid>
        </>
      )}
      {versions.data && answered.length === 0 && <Box><Text>No version of this questionnaire has been live yet.</Text></Box>}
    </Stack>
  );
}
