import { Badge, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FlowSummary, FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { toastError } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { studioPaths } from '#web/lib/paths.ts';
import { studioApi, studioKeys } from './studio-api.ts';
import { VersionActionDialog, type VersionAction } from './version-dialogs.tsx';
import { VersionStatus } from './version-status.tsx';
import { NewQuestionnaireDialog } from './new-questionnaire-dialog.tsx';

/** Who did it and when, as one line. */
function who(version: FlowVersion, preference: ReturnType<typeof useDatePreference>): string {
  if (version.status === 'draft') return `${version.createdBy ? `Draft by ${version.createdBy.name}` : 'Draft that came with the portal'}, changed ${formatDateTime(version.updatedAt, preference)}`;
  const by = version.publishedBy?.name ?? 'came with the portal';
  return `Published ${formatDateTime(version.publishedAt, preference)} (${by})`;
}

function FlowVersions({ flow, superAdmin }: { flow: FlowSummary; superAdmin: boolean }) {
  const preference = useDatePreference();
  const navigate = useNavigate();
  const versions = useQuery({ queryKey: studioKeys.versions(flow.flowId), queryFn: ({ signal }) => studioApi.versions(flow.flowId, signal) });
  const [pending, setPending] = useState<{ action: VersionAction; version: FlowVersion } | null>(null);
  const [creating, setCreating] = useState(false);
  const live = flow.live?.version ?? null;

  const newDraft = async (from: number) => {
    setCreating(true);
    try {
      const draft = await studioApi.createDraft(flow.flowId, from);
      navigate(studioPaths.version(flow.flowId, draft.version.version));
    } catch (error) {
      toastError(error instanceof ApiError && error.code === 'FLOW_DRAFT_EXISTS'
        ? `${flow.title} has an open draft already (version ${flow.draft?.version ?? ''}): edit, publish or discard it first.`
        : 'The draft could not be created. Please try again.');
    } finally {
      setCreating(false);
    }
  };

  const link = (v: FlowVersion) => <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg"><RouterLink to={studioPaths.version(v.flowId, v.version)}>{`Version ${v.version}`}</RouterLink></Link>;
  const history = (v: FlowVersion) => <Stack gap="0"><Text>{who(v, preference)}</Text>{v.notes && <Text color="fg.muted">{v.notes}</Text>}</Stack>;
  const actions = (v: FlowVersion) => (
    <HStack justify={{ base: 'flex-start', md: 'flex-end' }} wrap="wrap" gap="2">
      {live !== null && v.version !== live && (
        <Button asChild size="xs" variant="outline"><RouterLink to={studioPaths.compare(v.flowId, live, v.version)}>{`Compare with v${live}`}</RouterLink></Button>
      )}
      {v.status === 'draft' && <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending({ action: 'discard', version: v })}>Discard</Button>}
      {superAdmin && v.status === 'published' && !v.live && <Button size="xs" variant="outline" onClick={() => setPending({ action: 'retire', version: v })}>Retire</Button>}
      {superAdmin && v.status !== 'draft' && !v.live && <Button size="xs" variant="outline" onClick={() => setPending({ action: 'rollback', version: v })}>{`Roll back to v${v.version}`}</Button>}
    </HStack>
  );
  const columns: Column<FlowVersion>[] = [
    { key: 'version', header: 'Version', cell: link },
    { key: 'status', header: 'Status', cell: (v) => <VersionStatus version={v} /> },
    { key: 'history', header: 'History', cell: history },
    { key: 'runs', header: 'In progress', align: 'end', cell: (v) => v.runsInProgress.toLocaleString('en-US') },
    { key: 'actions', header: 'Actions', align: 'end', cell: actions },
  ];

  return (
    <Box as="section" aria-labelledby={`flow-${flow.flowId}`} borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" mb="4">
        <Box>
          <Heading as="h2" size="lg" id={`flow-${flow.flowId}`}>{flow.title}</Heading>
          <Text color="fg.muted">
            {`${flow.live ? `live: version ${flow.live.version}` : 'no live version'} · ${flow.versions} ${flow.versions === 1 ? 'version' : 'versions'}`}
          </Text>
          {flow.address && (
            <Text color="fg.muted">
              {'Answered at '}
              {flow.live
                ? <Link href={flow.address} target="_blank" rel="noopener" colorPalette="blue" color="colorPalette.fg" textDecoration="underline">{flow.address}</Link>
                : `${flow.address} once published`}
            </Text>
          )}
        </Box>
        <HStack gap="2" wrap="wrap" align="flex-start">
          {flow.recordsResponses && <Button asChild variant="outline"><RouterLink to={studioPaths.responses(flow.flowId)}>Responses</RouterLink></Button>}
          <Button asChild variant="outline"><RouterLink to={studioPaths.analytics(flow.flowId)}>Analytics</RouterLink></Button>
          {flow.draft ? (
            <Button asChild><RouterLink to={studioPaths.version(flow.flowId, flow.draft.version)}>{`Continue draft ${flow.draft.version}`}</RouterLink></Button>
          ) : (
            live !== null && <Button loading={creating} loadingText="Creating…" onClick={() => void newDraft(live)}>{`New draft from version ${live}`}</Button>
          )}
        </HStack>
      </Stack>
      <Box hideBelow="md">
        <DataTable caption={`Versions of ${flow.title}`} columns={columns} rows={versions.data} rowKey={(v) => String(v.version)} {...tableState(versions)} />
      </Box>
      {/* On a phone each version is a card: the history and the actions stay in view without scrolling sideways. */}
      <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" ps="0" aria-label={`Versions of ${flow.title}`}>
        {versions.data?.map((v) => (
          <Box as="li" key={v.version} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between" mb="1">{link(v)}<VersionStatus version={v} /></HStack>
            {history(v)}
            <Text color="fg.muted" mt="1">{`${v.runsInProgress.toLocaleString('en-US')} in progress`}</Text>
            <Box mt="2">{actions(v)}</Box>
          </Box>
        ))}
      </Stack>
      {pending && <VersionActionDialog action={pending.action} version={pending.version} live={live} onClose={() => setPending(null)} />}
    </Box>
  );
}

/**
 * The questionnaire studio (docs/product.md#the-questionnaire-studio): each questionnaire with its live version, its open draft and its history.
 * Admins edit drafts; a superAdmin publishes, retires and rolls back.
 */
export default function StudioListPage() {
  const flows = useQuery({ queryKey: studioKeys.flows(), queryFn: ({ signal }) => studioApi.flows(signal) });
  const superAdmin = readSessionUser()?.claims.role === 'superAdmin';
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="6" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Questionnaire" />
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ md: 'flex-start' }}>
        <Text maxW="3xl">
          Change the questions, texts and programme numbers in a draft. Every save checks the draft and runs the
          questionnaire&apos;s scenarios; publishing makes it live for new requests at once, and requests in progress
          finish on the version they started on. A questionnaire of the programme&apos;s own (a follow-up survey, a
          report) is answered at its own address, and its answers are on its Responses page.
        </Text>
        <Button alignSelf={{ base: 'flex-start', md: 'auto' }} onClick={() => setAdding(true)} disabled={!flows.data}>New questionnaire</Button>
      </Stack>
      {adding && flows.data && <NewQuestionnaireDialog flows={flows.data} onClose={() => setAdding(false)} />}
      {flows.isError && <Text color="fg.error">The questionnaires could not be loaded. <Button size="xs" variant="outline" onClick={() => void flows.refetch()}>Retry</Button></Text>}
      {flows.data?.length === 0 && <Text>No questionnaire yet.</Text>}
      {flows.data?.map((flow) => <FlowVersions key={flow.flowId} flow={flow} superAdmin={superAdmin} />)}
      {flows.data && !superAdmin && <Badge alignSelf="flex-start" variant="subtle">Only a super admin can publish, retire or roll back.</Badge>}
    </Stack>
  );
}
