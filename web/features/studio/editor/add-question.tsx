import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Flow } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation } from '#schemas/generated/flow-studio-api.ts';
import { idsOf } from './flow-patches.ts';
import { addQuestionPatch, addStepBeforeEndPatch, NEW_QUESTION_KINDS, type NewQuestionKind } from './new-questions.ts';

/** "Add a question" of a kind staff pick, at the end of the step; and, on the last step, "Add a step before this one". */
export function AddQuestion({ flow, stepIndex, readOnly, onPatch }: { flow: Flow; stepIndex: number; readOnly: boolean; onPatch(ops: JsonPatchOperation[]): void }) {
  const id = useId();
  const [kind, setKind] = useState<NewQuestionKind>('RADIO_BUTTON');
  const last = stepIndex === flow.steps.length - 1;
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      {!last && (
        <>
          <Field.Root w="auto" minW="14rem">
            <Field.Label htmlFor={`${id}-kind`}>Kind of question</Field.Label>
            <NativeSelect.Root disabled={readOnly}>
              <NativeSelect.Field id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as NewQuestionKind)}>
                {NEW_QUESTION_KINDS.map((k) => <option key={k.kind} value={k.kind}>{k.label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" disabled={readOnly} onClick={() => onPatch(addQuestionPatch(flow, stepIndex, kind, idsOf(flow)))}>Add a question</Button>
        </>
      )}
      {last && <Button variant="outline" disabled={readOnly} onClick={() => onPatch(addStepBeforeEndPatch(flow, idsOf(flow)))}>Add a step before this one</Button>}
    </HStack>
  );
}
