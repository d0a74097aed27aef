import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { FunnelReport } from '#schemas/generated/funnel.ts';
import { FunnelSteps } from './funnel-steps.tsx';
import { shareText } from './funnel-words.ts';
import { studioApi, studioKeys } from './studio-api.ts';

function Outcomes({ report }: { report: FunnelReport }) {
  const { ordered, ineligible, refused, open } = report.outcomes;
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <HStack as="dl" gap="5" wrap="wrap" rowGap="2">
      {([
        ['Started', count(report.runs)],
        // A questionnaire that places no order (a survey, the reversal report) finishes; the ordering one orders.
        [report.placesOrders ? 'Ordered' : 'Finished', `${count(ordered)} (${shareText(ordered, report.runs)})`],
        ['Not eligible', count(ineligible)],
        ['Refused', count(refused)],
        ['Left or still answering', count(open)],
      ] as const).map(([term, value]) => (
        <Box key={term}>
          <Text as="dt" fontSize="sm" color="fg.muted">{term}</Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" m="0">{value}</Text>
        </Box>
      ))}
    </HStack>
  );
}

/** A part of the version's section, not a landmark of its own: two versions side by side would name two alike. */
function Reasons({ report }: { report: FunnelReport }) {
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">Why runs stopped</Heading>
      {report.reasons.length === 0 ? <Text color="fg.muted">No run was found not eligible or refused.</Text> : (
        <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
          {report.reasons.map((r) => (
            <HStack as="li" key={`${r.outcome}:${r.code}`} align="flex-start" gap="3">
              <Badge colorPalette={r.outcome === 'refused' ? 'red' : 'gray'} variant="subtle" flexShrink={0} minW="6rem" justifyContent="center">{r.outcome === 'refused' ? 'Refused' : 'Not eligible'}</Badge>
              <Text flex="1">{r.label}</Text>
              <Text fontWeight="semibold" flexShrink={0}>{`${r.runs.toLocaleString('en-US')} ${r.runs === 1 ? 'run' : 'runs'}`}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One version's funnel over the period: how the runs ended, each step's arrivals and departures, and the reasons. */
export function FunnelPanel({ flowId, version, live, from, to }: { flowId: string; version: number; live: boolean; from: string; to: string }) {
  const funnel = useQuery({ queryKey: studioKeys.funnel(flowId, version, from, to), queryFn: ({ signal }) => studioApi.funnel(flowId, version, from, to, signal) });
  const headingId = `funnel-${version}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }} minW="0">
      <HStack gap="2">
        <Heading as="h3" size="md" id={headingId}>{`Version ${version}`}</Heading>
        {live && <Badge colorPalette="green" variant="subtle">Live</Badge>}
      </HStack>
      {funnel.isPending && <HStack><Spinner size="sm" /><Text>Counting…</Text></HStack>}
      {funnel.isError && (
        <Text color="fg.error" role="alert">
          {funnel.error instanceof Error ? funnel.error.message : 'The funnel could not be loaded.'}{' '}
          <Button size="xs" variant="outline" onClick={() => void funnel.refetch()}>Retry</Button>
        </Text>
      )}
      {funnel.data && (
        <>
          <Outcomes report={funnel.data} />
          {funnel.data.runs === 0
            ? <Text color="fg.muted">Nobody started this version in the period.</Text>
            : <FunnelSteps steps={funnel.data.steps} label={`Steps of version ${version}: runs reaching each, completing it and leaving there`} />}
          <Reasons report={funnel.data} />
        </>
      )}
    </Stack>
  );
}
