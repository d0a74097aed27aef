import { HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import type { CheckResult } from '#schemas/generated/flow-studio-api.ts';
import { count } from '#engine/count-words.ts';

/** Where the saves of a draft stand: some on their way, the last one refused (with why), or all done. */
export type SaveState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The saves of the form and the JSON editor, counted as they go: "saving" while any is on its way, then how the last
 * one went. `track(promise)` follows one save and gives back its result (or its error, for the field to keep what was
 * typed).
 */
export function useSaveState(): { state: SaveState; track: <T>(save: Promise<T>, failure: (error: unknown) => string) => Promise<T> } {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const pending = useRef(0);
  const track = useCallback(async <T,>(save: Promise<T>, failure: (error: unknown) => string): Promise<T> => {
    pending.current += 1;
    setState({ kind: 'saving' });
    try {
      const result = await save;
      pending.current -= 1;
      setState((s) => (pending.current > 0 ? s : { kind: 'saved' }));
      return result;
    } catch (error) {
      pending.current -= 1;
      setState({ kind: 'failed', message: failure(error) });
      throw error;
    }
  }, []);
  return { state, track };
}


/** "2 problems, 1 scenario fails", or null when every check passes. */
function whatFails(check: CheckResult): string | null {
  const failing = check.scenarios.filter((s) => !s.passed).length;
  const parts = [
    check.problems.length ? count(check.problems.length, 'problem', 'problems') : null,
    failing ? `${count(failing, 'scenario fails', 'scenarios fail')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The one save status of a draft, beside its title (docs/product.md#the-questionnaire-studio): "Saving…", "Saved · all
 * checks pass", "Saved · 2 problems" linking to them, or why the last save failed. Read out politely as it changes
 * (a failure at once); no toast.
 */
export function SaveStatus({ state, check, checking }: { state: SaveState; check: CheckResult | undefined; checking: boolean }) {
  if (state.kind === 'failed') {
    return (
      <Text role="alert" color="fg.error" fontWeight="medium" data-save-status="failed">
        {`Not saved: ${state.message} What you typed is still in the field: leave the field again to retry.`}
      </Text>
    );
  }
  const fails = check ? whatFails(check) : null;
  const target = check && check.problems.length === 0 ? '#studio-scenarios' : '#studio-problems';
  return (
    <HStack role="status" aria-live="polite" aria-atomic="true" gap="2" data-save-status={state.kind} color="fg.muted" minH="6">
      {state.kind === 'saving' ? (
        <><Spinner size="xs" /><Text>Saving…</Text></>
      ) : checking || !check ? (
        <><Spinner size="xs" /><Text>Saved · checking…</Text></>
      ) : fails ? (
        <Text>{'Saved · '}<Link href={target} color="fg.error" fontWeight="medium">{fails}</Link></Text>
      ) : (
        <Text>Saved · all checks pass</Text>
      )}
    </HStack>
  );
}
