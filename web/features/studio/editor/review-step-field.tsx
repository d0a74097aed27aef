import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { Step } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { messageAt } from './problems-at.ts';

/**
 * Whether a step is the check-your-answers page (`review`, decision 062): it lists the answers given before it with a
 * Change link to each step, and its button reads "Place order". The flow's checks say where such a step may stand.
 */
export function ReviewStepField({ step, pointer, problems, readOnly, onPatch }: {
  step: Step; pointer: string; problems: StudioProblem[]; readOnly: boolean; onPatch(ops: JsonPatchOperation[]): void | Promise<unknown>;
}) {
  const problem = messageAt(problems, `${pointer}/review`);
  const on = step.review === true;
  return (
    <Stack gap="1">
      <Checkbox.Root
        size="sm"
        checked={on}
        disabled={readOnly}
        invalid={problem !== undefined}
        onCheckedChange={(e) => onPatch(e.checked === true ? [{ op: on ? 'replace' : 'add', path: `${pointer}/review`, value: true }] : [{ op: 'remove', path: `${pointer}/review` }])}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Check-your-answers page: lists every answer given before it, each step with Change, then "Place order"</Checkbox.Label>
      </Checkbox.Root>
      {problem && <Text color="fg.error" fontSize="sm">{problem}</Text>}
    </Stack>
  );
}
