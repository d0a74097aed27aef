import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { CommitField } from './commit-field.tsx';
import { valuePatch } from './flow-patches.ts';
import { messageAt } from './problems-at.ts';

export interface ValuedChoice {
  id: string;
  value?: string | number;
}

/**
 * What a choice stores with the request (a state code, a county's name, a number of kits), shown when the question's
 * choices carry values: renaming a choice changes what people read, this changes what is kept and what the order
 * path checks (the counties served are these values). Numbers stay numbers when the question's values are numbers.
 */
export function ChoiceValueField({ choice, pointer, numeric, label, problems, readOnly, onPatch }: {
  choice: ValuedChoice;
  /** the choice's pointer (…/choices/<index>) */
  pointer: string;
  numeric: boolean;
  label: string;
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}) {
  const at = `${pointer}/value`;
  return (
    <CommitField
      label={label}
      type={numeric ? 'number' : 'text'}
      value={choice.value === undefined ? '' : String(choice.value)}
      disabled={readOnly}
      error={messageAt(problems, at)}
      onCommit={(text) => {
        const trimmed = text.trim();
        if (trimmed === '') return;
        const next = numeric ? Number(trimmed) : trimmed;
        if (numeric && !Number.isFinite(next)) return;
        onPatch([{ op: 'test', path: `${pointer}/id`, value: choice.id }, ...valuePatch(at, choice.value, next)]);
      }}
    />
  );
}
