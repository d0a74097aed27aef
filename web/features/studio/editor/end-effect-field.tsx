import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Step } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { messageAt } from './problems-at.ts';

const RECORD = 'recordResponse';
const NOTHING = '';

/**
 * What happens when someone reaches a step (its `onEnter` effect, decision 077), for the steps where staff choose it:
 * the last one, where a questionnaire of the programme's own records the answers as a response. A step whose effect
 * places an order, checks the person or reads the quota says so and is changed in the JSON view only.
 */
export function EndEffectField({ step, pointer, problems, readOnly, onPatch }: {
  step: Step; pointer: string; problems: StudioProblem[]; readOnly: boolean; onPatch(ops: JsonPatchOperation[]): void | Promise<unknown>;
}) {
  const id = useId();
  const effect = step.onEnter?.effect;
  const problem = messageAt(problems, `${pointer}/onEnter`) ?? messageAt(problems, `${pointer}/onEnter/effect`);
  if (effect !== undefined && effect !== RECORD) {
    const words = { submitOrder: 'the order is placed', validateConsumer: 'the person\'s details are checked', fetchRemainingUnits: 'the month\'s supply is looked up' }[effect];
    return <Text color="fg.muted">{`When someone reaches this step, ${words}.`}</Text>;
  }
  const choose = (value: string) => {
    if (value === (effect ?? NOTHING)) return;
    onPatch(value === RECORD ? [{ op: 'add', path: `${pointer}/onEnter`, value: { effect: RECORD, input: {} } }] : [{ op: 'remove', path: `${pointer}/onEnter` }]);
  };
  return (
    <Field.Root invalid={problem !== undefined}>
      <Field.Label htmlFor={`${id}-effect`}>When someone reaches this step</Field.Label>
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field id={`${id}-effect`} value={effect ?? NOTHING} onChange={(e) => choose(e.target.value)}>
          <option value={RECORD}>Their answers are recorded as a response</option>
          <option value={NOTHING}>Nothing is recorded</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
