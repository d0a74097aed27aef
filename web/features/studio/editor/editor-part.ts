import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';

/** What every part of the form editor is given: where its part of the flow is, and how it reports a change. */
export interface EditorPartProps {
  /** JSON pointer of the part in the flow */
  pointer: string;
  locales: readonly string[];
  /** the version's problems: each part shows those at or under its pointer */
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}
