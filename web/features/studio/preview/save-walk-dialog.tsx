import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreviewWalk } from '#schemas/generated/flow-run-api.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { studioApi, studioKeys } from '../studio-api.ts';

/** The longest name the server takes (schemas/flow-studio-api.schema.json ScenarioSave). */
const NAME_LENGTH = 80;

/**
 * Saves where the preview has got to as one of the questionnaire's scenarios: the answers given step by step, the
 * declared effect values, and where it stands as the expected outcome. It takes any name ("Refill in Denver"): the
 * server makes the id from it and refuses only a name another scenario has (decision 068). From then on it runs on
 * every check.
 */
export function SaveWalkDialog({ flowId, version, runId, onClose }: { flowId: string; version: number; runId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const given = name.trim();
    if (!given) {
      setNameError('Give the scenario a name, for example "Refill in Denver".');
      return;
    }
    setNameError(null);
    setBusy(true);
    setFailure(null);
    try {
      const walk = await studioApi.walk(runId);
      await studioApi.saveScenario(flowId, { name: given, description: description.trim() || `Saved from a preview of version ${version}`, walk: walk as unknown as PreviewWalk });
      await client.invalidateQueries({ queryKey: studioKeys.check(flowId, version) });
      await client.invalidateQueries({ queryKey: studioKeys.scenarios(flowId) });
      toastSuccess(`Scenario "${given}" is saved: every save runs it from now on.`);
      onClose();
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      // A name taken already, or one the server cannot make a name of, is said at the name.
      if (e && (e.code === 'FLOW_SCENARIO_EXISTS' || e.problems?.some((p) => p.pointer === '/name'))) setNameError(e.message);
      else setFailure(e?.message ?? 'The scenario could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open title="Save this walk as a scenario" onClose={onClose} submitLabel="Save scenario" submittingLabel="Saving…" submitting={busy} onSubmit={() => void save()} failure={failure}>
      <Text mb="4">
        The answers given in the preview so far, the values declared for it, and where it stands now become a scenario. Every save plays it again and says when a change makes it end somewhere else.
      </Text>
      <Field.Root required invalid={nameError !== null} mb="4">
        <Field.Label>Name<Field.RequiredIndicator /></Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={NAME_LENGTH} autoComplete="off" />
        {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : <Field.HelperText>Any name that says what it tries, for example &quot;Refill in Denver&quot;.</Field.HelperText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>What it shows</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} maxLength={500} />
      </Field.Root>
    </ModalDialog>
  );
}
