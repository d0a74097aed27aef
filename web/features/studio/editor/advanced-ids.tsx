import { Stack, Text, chakra } from '@chakra-ui/react';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { CommitField } from './commit-field.tsx';
import { messageAt } from './problems-at.ts';

/** One name the questionnaire's rules and scenarios use for a part of it, and where the part is. */
export interface PartId {
  /** what the part is, in words ('This question', "Choice 'Colorado'") */
  label: string;
  /** the part's pointer; its id is at `${pointer}/id` */
  pointer: string;
  id: string;
  /** false: shown, not changed here (a programme number's name) */
  editable?: boolean;
}

/**
 * The "Advanced" disclosure of the form editor: the only place in the form where the names the rules, the scenarios
 * and the answers stored use (ids such as `q-why`) are shown, and where one can be changed. A change is one patch
 * guarded by the id it replaces; the check then names every rule that still uses the old one.
 */
export function AdvancedIds({ ids, problems, readOnly, onPatch }: {
  ids: readonly PartId[];
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}) {
  if (ids.length === 0) return null;
  return (
    <chakra.details data-advanced="" fontSize="sm">
      <chakra.summary cursor="pointer" color="fg.muted" py="1">Advanced</chakra.summary>
      <Stack gap="3" mt="2" ps="3" borderStartWidth="2px">
        <Text color="fg.muted">
          The names the questionnaire&apos;s rules, its scenarios and the answers kept use. Changing one breaks every
          rule or scenario that still uses the old name: the check lists them.
        </Text>
        {ids.map((part) =>
          part.editable === false ? (
            <Text key={part.pointer}>{`${part.label}: `}<chakra.code fontSize="xs">{part.id}</chakra.code></Text>
          ) : (
            <CommitField
              key={part.pointer}
              label={`${part.label}: name used by rules`}
              value={part.id}
              disabled={readOnly}
              error={messageAt(problems, `${part.pointer}/id`)}
              onCommit={(next) => {
                const id = next.trim();
                if (id !== '' && id !== part.id) onPatch([{ op: 'test', path: `${part.pointer}/id`, value: part.id }, { op: 'replace', path: `${part.pointer}/id`, value: id }]);
              }}
            />
          ),
        )}
      </Stack>
    </chakra.details>
  );
}
