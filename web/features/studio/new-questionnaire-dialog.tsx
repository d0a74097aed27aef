import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlowCreate, FlowSummary } from '#schemas/generated/flow-studio-api.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { studioPaths } from '#web/lib/paths.ts';
import { addressAdvice, addressFromTitle, idForAddress } from './questionnaire-address.ts';
import { studioApi, studioKeys } from './studio-api.ts';

const BLANK = '';

/** The versions a new questionnaire may copy: each questionnaire's live version, else its newest draft. */
const sources = (flows: readonly FlowSummary[]) => flows.flatMap((f) => {
  const version = f.live ?? f.draft;
  return version ? [{ value: `${f.flowId}@${version.version}`, label: `A copy of ${f.title} (version ${version.version})`, flowId: f.flowId, version: version.version }] : [];
});

/**
 * "New questionnaire" (docs/product.md#questionnaires-of-their-own): a title, the address people will answer it at
 * (suggested from the title until staff change it) and where it starts from, blank or a copy. Creating it opens its
 * first draft in the editor; the server refuses an address another questionnaire or the portal itself holds.
 */
export function NewQuestionnaireDialog({ flows, onClose }: { flows: readonly FlowSummary[]; onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [address, setAddress] = useState('');
  const [edited, setEdited] = useState(false);
  const [source, setSource] = useState(BLANK);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const copies = sources(flows);
  const shownAddress = edited ? address : addressFromTitle(title);
  const titleProblem = title.trim() ? null : 'Give the questionnaire a title.';
  const addressProblem = addressAdvice(shownAddress);

  const create = async () => {
    setTried(true);
    setFailure(null);
    if (titleProblem || addressProblem) return;
    const copy = copies.find((c) => c.value === source);
    const body: FlowCreate = {
      flowId: idForAddress(shownAddress, flows.map((f) => f.flowId)), title: title.trim(), address: shownAddress,
      ...(copy ? { copyFrom: { flowId: copy.flowId, version: copy.version } } : {}),
    };
    setBusy(true);
    try {
      const made = await studioApi.createFlow(body);
      await client.invalidateQueries({ queryKey: studioKeys.all });
      toastSuccess(`${body.title} is created. Add its questions, then publish it.`);
      onClose();
      void navigate(studioPaths.version(made.version.flowId, made.version.version));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The questionnaire could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open title="New questionnaire" onClose={onClose} submitLabel="Create" submittingLabel="Creating…" submitting={busy} onSubmit={() => void create()} failure={failure}>
      <Stack gap="4">
        <Field.Root required invalid={tried && titleProblem !== null}>
          <Field.Label>Title</Field.Label>
          <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} placeholder="Follow-up survey" />
          <Field.ErrorText>{titleProblem}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={(tried || edited) && addressProblem !== null}>
          <Field.Label>Address</Field.Label>
          <Input
            value={shownAddress}
            maxLength={60}
            onChange={(e) => { setEdited(true); setAddress(e.target.value.trim().toLowerCase()); }}
            aria-describedby={`${id}-address-help`}
          />
          <Field.HelperText id={`${id}-address-help`}>
            {`People answer it at ${window.location.origin}/${shownAddress || '…'}. Lower-case letters, digits and dashes.`}
          </Field.HelperText>
          <Field.ErrorText>{addressProblem}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-source`}>Start from</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value)}>
              <option value={BLANK}>A blank questionnaire</option>
              {copies.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text color="fg.muted">Its first version is a draft: nobody can answer it until a super admin publishes it.</Text>
      </Stack>
    </ModalDialog>
  );
}
