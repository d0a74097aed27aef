import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { studioApi, studioKeys } from '../studio-api.ts';

/** A scenario's id, as the flow grammar takes ids (schemas/flow.schema.json Id). */
const ID = flowSchema.definitions.Id;
const ID_PATTERN = new RegExp(ID.pattern);

/**
 * Saves where the preview has got to as one of the questionnaire's scenarios: the answers given step by step, the
 * declared effect values, and where it stands as the expected outcome. From then on it runs on every check.
 */
export function SaveWalkDialog({ flowId, version, runId, onClose }: { flowId: string; version: number; runId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [id, setId] = useState('');
  const [description, setDescription] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const name = id.trim();
    if (!ID_PATTERN.test(name)) {
      setIdError('Use letters, digits, hyphens and underscores, starting with a letter or a digit (for example "refill-in-denver").');
      return;
    }
    setIdError(null);
    setBusy(true);
    setFailure(null);
    try {
      const walk = await studioApi.walk(runId);
      const scenario: Scenario = { id: name, description: description.trim() || `Saved from a preview of version ${version}`, ...walk };
      await studioApi.saveScenario(flowId, scenario);
      await client.invalidateQueries({ queryKey: studioKeys.check(flowId, version) });
      await client.invalidateQueries({ queryKey: studioKeys.scenarios(flowId) });
      toastSuccess(`Scenario '${name}' is saved: it runs on every check from now on.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The scenario could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open title="Save this walk as a scenario" onClose={onClose} submitLabel="Save scenario" submittingLabel="Saving…" submitting={busy} onSubmit={() => void save()} failure={failure}>
      <Text mb="4">
        The answers given in the preview so far, the values declared for it, and where it stands now become a scenario. Every check plays it again and says when a change makes it end somewhere else.
      </Text>
      <Field.Root required invalid={idError !== null} mb="4">
        <Field.Label>Name<Field.RequiredIndicator /></Field.Label>
        <Input value={id} onChange={(e) => setId(e.target.value)} maxLength={ID.maxLength} autoComplete="off" spellCheck={false} />
        {idError ? <Field.ErrorText>{idError}</Field.ErrorText> : <Field.HelperText>A saved scenario with the same name is replaced.</Field.HelperText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>What it shows</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} maxLength={500} />
      </Field.Root>
    </ModalDialog>
  );
}
