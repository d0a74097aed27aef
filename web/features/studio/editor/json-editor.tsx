import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { codeView } from '#web/components/code-view.ts';

const JsonEditorView = lazy(() => import('./json-editor-view.tsx'));

export interface JsonEditorProps {
  definition: unknown;
  problems: StudioProblem[];
  readOnly: boolean;
  onSave(json: unknown): void | Promise<unknown>;
}

/** Why the text cannot be saved, or null when it is a JSON object. */
export function parseProblem(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'A questionnaire is a JSON object ({ … }).';
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The whole flow as JSON, for what the form does not cover (rules, computed values, new questions). The editor
 * (CodeMirror 6) is downloaded when this opens; Save (or Ctrl/Cmd+S) sends the whole JSON, and only while it parses.
 */
export function JsonEditor({ definition, problems, readOnly, onSave }: JsonEditorProps) {
  const initial = useMemo(() => `${JSON.stringify(definition, null, 2)}\n`, [definition]);
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const hint = useId();
  const problem = parseProblem(text);
  const changed = text !== initial;
  const save = async () => {
    if (readOnly || problem || saving) return;
    setSaving(true);
    try {
      await onSave(JSON.parse(text) as unknown);
    } catch {
      // The page says why; the text stays as typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box>
      <Text id={hint} color="fg.muted" fontSize="sm" mb="2">
        {readOnly ? 'This version cannot change: the JSON is shown read-only.' : 'Press Escape, then Tab, to leave the editor. Ctrl+S or Cmd+S saves.'}
      </Text>
      <Suspense fallback={<HStack py="6"><Spinner size="sm" /><Text>Loading the JSON editor…</Text></HStack>}>
        <Box {...codeView}>
          <JsonEditorView key={initial} initial={initial} problems={problems} readOnly={readOnly} label="The questionnaire as JSON" describedBy={hint} onChange={setText} onSaveKey={() => void save()} />
        </Box>
      </Suspense>
      {!readOnly && (
        <HStack mt="3" gap="3" wrap="wrap">
          <Button onClick={() => void save()} disabled={problem !== null || !changed} loading={saving} loadingText="Saving…">Save JSON</Button>
          {problem && <Text color="fg.error" role="status">{problem}</Text>}
          {!problem && !changed && <Text color="fg.muted">No change to save.</Text>}
        </HStack>
      )}
    </Box>
  );
}
