import { Alert, Box, Button, Checkbox, Field, HStack, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Flow } from '#schemas/generated/flow.ts';
import type { PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import { DateInput } from '#web/components/date-input.tsx';
import { paths } from '#web/lib/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { languageName } from '#engine/language-name.ts';
import { studioApi, studioKeys } from '../studio-api.ts';
import { PREVIEW_WIDTHS, PreviewFrame, type PreviewWidth } from './preview-frame.tsx';
import { previewStarts } from './preview-steps.ts';
import { SaveWalkDialog } from './save-walk-dialog.tsx';

interface Props {
  flowId: string;
  version: number;
  /** the newest version other than this draft (for which scenarios run on it) */
  latestVersion: number;
  definition: Flow;
  /** changes whenever the version is saved: an open preview then shows the current step again, as now written */
  revision: string;
}

/** Where the preview starts, and what its effects answer (the studio's declared values). */
interface Settings {
  step: number;
  locale: string;
  units: string;
  earlierOrder: boolean;
  lastOrderDate: string;
}

const UNITS = /^\d{1,7}$/;

function effectsOf(settings: Settings): PreviewEffects {
  return {
    remainingUnits: Number(settings.units),
    earlierOrder: settings.earlierOrder,
    ...(settings.earlierOrder && settings.lastOrderDate ? { lastOrderDate: settings.lastOrderDate } : {}),
  };
}

/**
 * The real consumer questionnaire on this version, beside the editor: opened at any step the scenarios reach, in
 * any of its languages, with the remaining units and an earlier order as declared here, at a phone's or a desktop's
 * width. A preview writes no consumer or order, spends no quota and sends no email (decision 021). Where it has got
 * to can be saved as a scenario.
 */
export function PreviewPanel({ flowId, version, latestVersion, definition, revision }: Props) {
  const [settings, setSettings] = useState<Settings>({ step: 1, locale: definition.locales[0], units: '1000', earlierOrder: false, lastOrderDate: '' });
  const [width, setWidth] = useState<PreviewWidth>('phone');
  // Only what the version's effects read is declared: a questionnaire that records responses reads no quota or history.
  const asks = new Set(definition.steps.map((s) => s.onEnter?.effect));
  const [runId, setRunId] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const scenarios = useQuery({ queryKey: studioKeys.scenarios(flowId), queryFn: ({ signal }) => studioApi.scenarios(flowId, signal) });
  const starts = useMemo(
    () => previewStarts(definition, { scenarios: scenarios.data?.scenarios ?? [], latestVersion }, version),
    [definition, scenarios.data, latestVersion, version],
  );
  const set = (change: Partial<Settings>) => setSettings((s) => ({ ...s, ...change }));
  const unitsInvalid = !UNITS.test(settings.units.trim());

  // A save changes the draft: the open preview shows its step again, as the draft now says it.
  useEffect(() => setReloads((n) => n + 1), [revision]);

  const start = async () => {
    if (unitsInvalid) return;
    const at = starts.find((s) => s.number === settings.step);
    setStarting(true);
    setFailure(null);
    try {
      const reply = await studioApi.startPreview({
        flowId, version, preview: true, locale: settings.locale, previewEffects: effectsOf(settings),
        ...(at?.answers && Object.keys(at.answers).length ? { previewAnswers: at.answers } : {}),
      });
      setRunId(reply.runId);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The preview could not be started. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  const src = runId ? `${paths.form}?preview=${encodeURIComponent(runId)}&lang=${encodeURIComponent(settings.locale)}` : null;
  return (
    <Box as="section" aria-labelledby="studio-preview">
      <Heading as="h2" size="md" id="studio-preview" mb="2">Preview</Heading>
      <Text color="fg.muted" mb="3">The questionnaire as a person sees it. Nothing entered in a preview is saved, ordered or emailed.</Text>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Open at step</Field.Label>
          {/* Which steps a scenario reaches is known once the scenarios have loaded. */}
          <NativeSelect.Root disabled={scenarios.isPending}>
            <NativeSelect.Field value={settings.step} onChange={(e) => set({ step: Number(e.target.value) })}>
              {starts.map((s) => (
                <option key={s.number} value={s.number} disabled={s.answers === null}>
                  {`${s.number}. ${s.title}${s.answers === null ? ' (no scenario reaches it)' : ''}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {settings.step > 1 && <Field.HelperText>{`Earlier steps are answered as in the scenario "${starts.find((s) => s.number === settings.step)?.scenarioTitle ?? ''}".`}</Field.HelperText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Language</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={settings.locale} onChange={(e) => set({ locale: e.target.value })}>
              {definition.locales.map((l) => <option key={l} value={l}>{languageName(l)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {asks.has('fetchRemainingUnits') && (
        <Field.Root invalid={unitsInvalid}>
          <Field.Label>Units left in the state this month</Field.Label>
          <Input inputMode="numeric" value={settings.units} onChange={(e) => set({ units: e.target.value })} maxW="40" />
          {unitsInvalid && <Field.ErrorText>Enter a whole number of units, 0 or more.</Field.ErrorText>}
        </Field.Root>
        )}
        {asks.has('validateConsumer') && (
        <Checkbox.Root checked={settings.earlierOrder} onCheckedChange={(e) => set({ earlierOrder: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>The person has ordered before</Checkbox.Label>
        </Checkbox.Root>
        )}
        {asks.has('validateConsumer') && settings.earlierOrder && (
          <Field.Root maxW="56">
            <Field.Label htmlFor="preview-last-order-date">Date of that order</Field.Label>
            <DateInput id="preview-last-order-date" value={settings.lastOrderDate} onChange={(day) => set({ lastOrderDate: day })} />
          </Field.Root>
        )}
        <HStack gap="2" wrap="wrap" role="group" aria-label="Width of the preview">
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <Button key={w} size="sm" variant={width === w ? 'solid' : 'outline'} aria-pressed={width === w} onClick={() => setWidth(w)}>
              {`${w === 'phone' ? 'Phone' : 'Desktop'} (${PREVIEW_WIDTHS[w]} px)`}
            </Button>
          ))}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button onClick={() => void start()} loading={starting} loadingText="Starting…" disabled={unitsInvalid}>{runId ? 'Restart preview' : 'Show preview'}</Button>
          {runId && <Button variant="outline" onClick={() => setSaving(true)}>Save as a scenario</Button>}
          {src && <Link href={src} target="_blank" rel="noopener">Open in a new tab</Link>}
        </HStack>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        {src && <PreviewFrame key={`${runId}-${reloads}`} src={src} width={width} title={`Preview of version ${version}`} />}
      </Stack>
      {saving && runId && <SaveWalkDialog flowId={flowId} version={version} runId={runId} onClose={() => setSaving(false)} />}
    </Box>
  );
}
