import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { FlowDiff } from '#schemas/generated/flow-studio-api.ts';
import { DiffView } from './diff-view.tsx';
import { studioApi, studioKeys } from './studio-api.ts';

/** What changes from the live version to `version`, fetched while `enabled` (nothing to compare without a live version). */
export function useVersionDiff(flowId: string, live: number | null, version: number, enabled: boolean): UseQueryResult<FlowDiff> {
  return useQuery({
    queryKey: studioKeys.diff(flowId, live ?? 0, version),
    queryFn: ({ signal }) => studioApi.diff(flowId, live!, version, signal),
    enabled: enabled && live !== null,
  });
}

/**
 * The plain-language review of what going live with a version changes, against the live version: the requests in
 * progress (they finish on the version they started on), then every change, breaking ones first with why. Publishing
 * a draft and rolling back to an older version show this same review.
 */
export function VersionReview({ diff, live }: { diff: UseQueryResult<FlowDiff>; live: number | null }) {
  if (live === null) return <Text>This questionnaire has no live version yet: this one will be the first.</Text>;
  if (diff.isPending) return <Stack direction="row" align="center"><Spinner size="sm" /><Text>Comparing with the live version…</Text></Stack>;
  if (diff.isError) return <Text color="fg.error">The changes could not be loaded. Close and try again.</Text>;
  const runs = diff.data.runsInProgress;
  return (
    <Stack gap="4">
      <Text fontWeight="medium">
        {runs === 0
          ? `No one is part-way through version ${live}.`
          : `${runs} ${runs === 1 ? 'person is' : 'people are'} part-way through version ${live}: they finish on it.`}
      </Text>
      <DiffView diff={diff.data} headingLevel="h3" />
    </Stack>
  );
}
