import { Box, Button, Grid, HStack, Heading, Link, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Flow } from '#schemas/generated/flow.ts';
import type { CheckResult, DraftSaved, FlowVersionDetail, JsonPatchOperation } from '#schemas/generated/flow-studio-api.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { toastError } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { paths, studioPaths } from '#web/lib/paths.ts';
import { ProblemsPanel, ScenariosPanel } from './check-panels.tsx';
import { JsonEditor, StructuredEditor } from './editor/index.ts';
import { PreviewPanel } from './preview/preview-panel.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { StaleTranslations } from './stale-translations.tsx';
import { SaveStatus, useSaveState } from './save-status.tsx';
import { studioApi, studioKeys } from './studio-api.ts';
import { VersionActionDialog } from './version-dialogs.tsx';
import { VersionStatus } from './version-status.tsx';

/** Whether the version records a response at its end (decision 077): its answers are on the Responses page. */
const recordsResponses = (definition: FlowVersionDetail['definition']) =>
  ((definition as { steps?: { onEnter?: { effect?: string } }[] }).steps ?? []).some((s) => s.onEnter?.effect === 'recordResponse');

function titleOf(definition: FlowVersionDetail['definition']): string {
  const title = (definition as { title?: Record<string, string> }).title;
  return title?.en ?? '';
}

/** What a failed save says: the server's own words (a patch that could not apply, a version no longer a draft). */
function saveFailure(error: unknown): string {
  const words = error instanceof ApiError ? error.message : 'the change did not reach the server. Please try again.';
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

/**
 * One version of a questionnaire (/questionnaire/:flowId/:version): a draft is edited in the form or as JSON, and
 * every save answers its check (problems at their place, each scenario's result); a superAdmin reviews the changes
 * against the live version and publishes. Published and retired versions are shown read-only.
 */
export default function VersionPage() {
  const params = useParams();
  const flowId = params.flowId ?? '';
  const number = Number(params.version);
  const client = useQueryClient();
  const navigate = useNavigate();
  const preference = useDatePreference();
  const superAdmin = readSessionUser()?.claims.role === 'superAdmin';
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [creating, setCreating] = useState(false);
  const detail = useQuery({ queryKey: studioKeys.version(flowId, number), queryFn: ({ signal }) => studioApi.version(flowId, number, signal) });
  const check = useQuery({ queryKey: studioKeys.check(flowId, number), queryFn: ({ signal }) => studioApi.check(flowId, number, signal), enabled: detail.isSuccess });
  const flows = useQuery({ queryKey: studioKeys.flows(), queryFn: ({ signal }) => studioApi.flows(signal) });
  const versions = useQuery({ queryKey: studioKeys.versions(flowId), queryFn: ({ signal }) => studioApi.versions(flowId, signal) });
  // The newest version that is not a draft: scenarios naming no version run on it and on the draft after it.
  const latestVersion = Math.max(0, ...(versions.data ?? []).filter((v) => v.status !== 'draft').map((v) => v.version));
  const summary = flows.data?.find((f) => f.flowId === flowId);
  const live = summary?.live?.version ?? null;

  // Every save answers its check: the status beside the title says how it went (no toast), the panels show the check.
  const saves = useSaveState();
  const saved = (result: DraftSaved, definition?: unknown) => {
    client.setQueryData<CheckResult>(studioKeys.check(flowId, number), result.check);
    void client.invalidateQueries({ queryKey: studioKeys.version(flowId, number) });
    if (definition !== undefined) client.setQueryData<FlowVersionDetail>(studioKeys.version(flowId, number), { version: result.version, definition: definition as FlowVersionDetail['definition'] });
  };
  const onPatch = async (ops: JsonPatchOperation[]) => saved(await saves.track(studioApi.patch(flowId, number, ops), saveFailure));
  const onSave = async (json: unknown) => saved(await saves.track(studioApi.replace(flowId, number, json), saveFailure), json);
  const newDraft = async () => {
    setCreating(true);
    try {
      const draft = await studioApi.createDraft(flowId, number);
      await client.invalidateQueries({ queryKey: studioKeys.all });
      navigate(studioPaths.version(flowId, draft.version.version));
    } catch (error) {
      toastError(error instanceof ApiError && error.code === 'FLOW_DRAFT_EXISTS' ? 'This questionnaire has an open draft already: edit, publish or discard it first.' : saveFailure(error));
    } finally {
      setCreating(false);
    }
  };

  // Scenarios are added from the preview: its first control gets the focus (which brings it into view).
  const showPreview = () => {
    document.getElementById('studio-preview')?.closest('section')?.querySelector<HTMLElement>('select:enabled, button:enabled')?.focus();
  };

  if (detail.isPending) return <HStack p="6"><Spinner size="sm" /><Text>Loading the version…</Text></HStack>;
  if (detail.isError) {
    return (
      <Stack p="6" gap="3">
        <Text>{detail.error instanceof ApiError && detail.error.status === 404 ? `This questionnaire has no version ${number}.` : 'The version could not be loaded.'}</Text>
        <Link asChild><RouterLink to={paths.questionnaire}>← All questionnaires</RouterLink></Link>
      </Stack>
    );
  }
  const { version, definition } = detail.data;
  const draft = version.status === 'draft';
  const problems = check.data?.problems ?? [];
  const openDraft = summary?.draft?.version;

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`${titleOf(definition) || 'Questionnaire'}, version ${number}`} />
      <Link asChild alignSelf="flex-start"><RouterLink to={paths.questionnaire}>← All questionnaires</RouterLink></Link>
      <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" gap="3">
        <Box>
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="xl">{`${titleOf(definition) || 'Questionnaire'}: version ${number}`}</Heading>
            <VersionStatus version={version} />
            {draft && <SaveStatus state={saves.state} check={check.data} checking={check.isFetching} />}
          </HStack>
          <Text color="fg.muted">
            {[
              version.basedOn ? `Copied from version ${version.basedOn}` : null,
              draft ? `last saved ${formatDateTime(version.updatedAt, preference)}` : version.publishedAt ? `published ${formatDateTime(version.publishedAt, preference)}${version.publishedBy ? ` by ${version.publishedBy.name}` : ''}` : null,
              version.status === 'retired' && version.retiredAt ? `retired ${formatDateTime(version.retiredAt, preference)}` : null,
            ].filter(Boolean).join(' · ')}
          </Text>
          {version.notes && <Text mt="1">{version.notes}</Text>}
        </Box>
        <HStack gap="2" wrap="wrap" align="flex-start">
          {live !== null && live !== number && <Button asChild variant="outline"><RouterLink to={studioPaths.compare(flowId, live, number)}>{`Compare with live v${live}`}</RouterLink></Button>}
          <Button asChild variant="outline"><RouterLink to={studioPaths.translations(flowId, number)}>Translations</RouterLink></Button>
          {!draft && recordsResponses(definition) && <Button asChild variant="outline"><RouterLink to={`${studioPaths.responses(flowId)}?version=${number}`}>Responses</RouterLink></Button>}
          {draft && <Button variant="outline" colorPalette="red" onClick={() => setDiscarding(true)}>Discard draft</Button>}
          {draft && <Button onClick={() => setPublishing(true)} disabled={!superAdmin}>Review and publish</Button>}
          {!draft && (openDraft === undefined
            ? <Button loading={creating} loadingText="Creating…" onClick={() => void newDraft()}>New draft from this version</Button>
            : <Button asChild variant="outline"><RouterLink to={studioPaths.version(flowId, openDraft)}>{`Open draft ${openDraft}`}</RouterLink></Button>)}
        </HStack>
      </Stack>
      {draft && (
        <Text color="fg.muted">
          {`Your changes save by themselves: each field as you leave it (the JSON view has its own Save button). Every save checks the draft and runs its scenarios.${superAdmin ? '' : ' Only a super admin can publish: they review this draft and publish it.'}`}
        </Text>
      )}
      {!draft && <Text color="fg.muted">{`A ${version.status} version never changes. To change the questionnaire, make a draft from it.`}</Text>}

      {/* From the lg breakpoint (1200 wide, so a 1280 screen) the preview and the check sit beside the editor, in a
          column that stays in view and scrolls on its own; narrower, they follow the editor. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Tabs.Root defaultValue="form" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="form">Form</Tabs.Trigger>
            <Tabs.Trigger value="json">JSON</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="form">
            <StructuredEditor definition={definition as unknown as Flow} problems={problems} readOnly={!draft} onPatch={onPatch} />
          </Tabs.Content>
          <Tabs.Content value="json">
            <JsonEditor definition={definition} problems={problems} readOnly={!draft} onSave={onSave} />
          </Tabs.Content>
        </Tabs.Root>
        <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '4' }} maxH={{ lg: 'calc(100vh - 2rem)' }} overflowY={{ lg: 'auto' }} pe={{ lg: '1' }}
          as="aside" aria-label="Preview and checks">
          {versions.data && (
            <PreviewPanel flowId={flowId} version={number} latestVersion={latestVersion} definition={definition as unknown as Flow} revision={version.updatedAt} />
          )}
          {check.isPending && <HStack><Spinner size="sm" /><Text>Checking this version and running its scenarios…</Text></HStack>}
          {check.data && <ProblemsPanel problems={check.data.problems} definition={definition} />}
          {check.data && <StaleTranslations stale={check.data.staleTranslations ?? []} definition={definition} />}
          {check.data && <ScenariosPanel check={check.data} onAdd={draft ? showPreview : undefined} />}
        </Stack>
      </Grid>
      {publishing && <PublishDialog open onClose={() => setPublishing(false)} flowId={flowId} draft={version} live={live} definition={definition} />}
      {discarding && <VersionActionDialog action="discard" version={version} onClose={() => setDiscarding(false)} onDone={() => navigate(paths.questionnaire)} />}
    </Stack>
  );
}
