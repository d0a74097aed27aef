import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Facts, Section } from '#web/components/detail-section.tsx';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { RecordLoadFailed, RecordLoading } from '#web/components/record-states.tsx';
import { studioPaths } from '#web/lib/paths.ts';
import { useFlowTitle } from '../flow-title.ts';
import { answerText } from './answer-text.ts';
import { responsesApi, responsesKeys } from './responses-api.ts';

/**
 * One response (/questionnaire/:flowId/responses/:responseId): every answer, those that identify the person
 * included; opening this page is recorded in the audit log (docs/product.md#questionnaires-of-their-own).
 */
export default function ResponsePage() {
  const { flowId = '', responseId = '' } = useParams();
  const preference = useDatePreference();
  const title = useFlowTitle(flowId);
  const detail = useQuery({ queryKey: responsesKeys.detail(flowId, responseId), queryFn: ({ signal }) => responsesApi.detail(flowId, responseId, signal) });
  const back = <Link asChild alignSelf="flex-start"><RouterLink to={studioPaths.responses(flowId)}>{`← Responses to ${title}`}</RouterLink></Link>;
  if (detail.isPending) return <RecordLoading back={back} what="response" />;
  if (detail.isError) {
    return <RecordLoadFailed error={detail.error} heading="Response" back={back} notFound="This response was not found." onRetry={() => void detail.refetch()} />;
  }
  const r = detail.data;
  const recorded = formatDateTime(r.recordedAt, preference);
  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`Response of ${recorded}`} />
      {back}
      <Box>
        <Text as="h2" fontSize="xl" fontWeight="semibold">{`Response to ${title}`}</Text>
        <Text color="fg.muted">{`Recorded ${recorded}, on version ${r.version}`}</Text>
      </Box>
      {r.personalErased && <Text>The answers that identified the person were erased after the retention period.</Text>}
      <Section title="Answers" id="response-answers">
        <Facts items={r.answers.map((a) => [
          a.question,
          <>
            {answerText(a, preference)}
            {a.personal && <Badge ms="2" variant="subtle">personal</Badge>}
          </>,
        ])} />
      </Section>
    </Stack>
  );
}
