import { Badge, Box, Button, Field, Grid, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Flow } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { AdvancedIds } from './advanced-ids.tsx';
import { ConstantsEditor } from './constants-editor.tsx';
import { EligibilityEditor } from './eligibility-editor.tsx';
import { LocalTextFields } from './local-text-fields.tsx';
import { problemsUnder } from './problems-at.ts';
import { QuestionEditor } from './question-editor.tsx';
import { ReviewStepField } from './review-step-field.tsx';
import { AddQuestion } from './add-question.tsx';
import { EndEffectField } from './end-effect-field.tsx';
import { removeQuestionPatch } from './new-questions.ts';

export interface StructuredEditorProps {
  definition: Flow;
  problems: StudioProblem[];
  readOnly: boolean;
  onPatch(ops: JsonPatchOperation[]): void | Promise<unknown>;
}

const CONSTANTS = -1;

/**
 * The form editor for staff who do not write JSON: pick a step (or the programme numbers), change its texts in each
 * language, whether a question must be answered, and its choices. Every field saves when it is left, as a small
 * JSON Patch (the version page says how the save went); the server's problems are shown at the fields they are about, and steps with problems are marked.
 */
export function StructuredEditor({ definition, problems, readOnly, onPatch }: StructuredEditorProps) {
  const [chosen, setChosen] = useState(0);
  const send = (ops: JsonPatchOperation[]) => {
    if (ops.length) void Promise.resolve(onPatch(ops)).catch(() => {});
  };
  const step = chosen >= 0 ? definition.steps[chosen] : undefined;
  const stepPointer = `/steps/${chosen}`;
  return (
    <Grid templateColumns={{ base: '1fr', md: '14rem minmax(0, 1fr)', lg: '1fr' }} gap="5" alignItems="start">
      {/* On a phone, and from lg where the version page puts the preview beside the editor, the steps are a picker, so
          the step itself has the column's width; between, a list beside it. */}
      <Field.Root display={{ md: 'none', lg: 'flex' }}>
        <Field.Label>Step to edit</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
            {definition.steps.map((s, i) => {
              const count = problemsUnder(problems, `/steps/${i}`).length;
              return <option key={s.id} value={i}>{`${i + 1}. ${s.title?.en ?? 'No title yet'}${count ? ` (${count} ${count === 1 ? 'problem' : 'problems'})` : ''}`}</option>;
            })}
            <option value={CONSTANTS}>Programme numbers</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box as="nav" aria-label="Steps of the questionnaire" hideBelow="md" hideFrom="lg">
        <Stack as="ul" gap="1" listStyleType="none" ps="0">
          {definition.steps.map((s, i) => {
            const count = problemsUnder(problems, `/steps/${i}`).length;
            return (
              <li key={s.id}>
                <Button variant={chosen === i ? 'solid' : 'ghost'} justifyContent="flex-start" width="full" whiteSpace="normal" textAlign="start" height="auto" py="2"
                  aria-current={chosen === i ? 'step' : undefined} onClick={() => setChosen(i)}>
                  {`${i + 1}. ${s.title?.en ?? 'No title yet'}`}
                  {count > 0 && <Badge colorPalette="red" ms="auto">{`${count} ${count === 1 ? 'problem' : 'problems'}`}</Badge>}
                </Button>
              </li>
            );
          })}
          <li>
            <Button variant={chosen === CONSTANTS ? 'solid' : 'ghost'} justifyContent="flex-start" width="full" aria-current={chosen === CONSTANTS ? 'step' : undefined} onClick={() => setChosen(CONSTANTS)}>
              Programme numbers
            </Button>
          </li>
        </Stack>
      </Box>
      {chosen === CONSTANTS ? (
        <ConstantsEditor constants={(definition.constants ?? {}) as unknown as Record<string, number>} problems={problems} readOnly={readOnly} onPatch={send} />
      ) : step ? (
        <Stack as="section" aria-labelledby="studio-step" gap="4">
          <Heading as="h3" size="md" id="studio-step">{`Step ${chosen + 1}: ${step.title?.en ?? 'no title yet'}`}</Heading>
          <LocalTextFields label="Step title" pointer={`${stepPointer}/title`} text={step.title as Record<string, string> | undefined} locales={definition.locales} problems={problems} readOnly={readOnly} onPatch={send} />
          <ReviewStepField step={step} pointer={stepPointer} problems={problems} readOnly={readOnly} onPatch={send} />
          <EligibilityEditor flow={definition} step={step} pointer={stepPointer} problems={problems} readOnly={readOnly} onPatch={send} />
          {step.questions.map((q, qi) => (
            <QuestionEditor key={q.id} flow={definition} question={q} pointer={`${stepPointer}/questions/${qi}`} problems={problems} readOnly={readOnly} onPatch={send}
              onRemove={step.questions.length > 1 ? () => send(removeQuestionPatch(chosen, qi, q.id)) : undefined} />
          ))}
          <AddQuestion flow={definition} stepIndex={chosen} readOnly={readOnly} onPatch={send} />
          {chosen === definition.steps.length - 1 && <EndEffectField step={step} pointer={stepPointer} problems={problems} readOnly={readOnly} onPatch={send} />}
          <AdvancedIds ids={[{ label: 'This step', pointer: stepPointer, id: step.id }]} problems={problems} readOnly={readOnly} onPatch={send} />
        </Stack>
      ) : null}
    </Grid>
  );
}
