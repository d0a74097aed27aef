import { Box, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { valuePatch } from './flow-patches.ts';
import type { EditorPartProps } from './editor-part.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { messageAt } from './problems-at.ts';

export interface QuizPart {
  rightChoiceId: string;
  explanation?: Record<string, string>;
  hint?: Record<string, string>;
}

/** A quiz question's right answer (one of its choices), the explanation shown when it is chosen, and the hint. */
export function QuizEditor({ quiz, choices, pointer, locales, problems, readOnly, onPatch }: EditorPartProps & {
  quiz: QuizPart;
  choices: readonly { id: string; text: Record<string, string> }[];
}) {
  const texts = { locales, problems, readOnly, onPatch };
  const wrong = messageAt(problems, `${pointer}/rightChoiceId`);
  return (
    <Box borderTopWidth="1px" pt="3">
      <Heading as="h5" size="xs" mb="2">Quiz</Heading>
      <Stack gap="3">
        <Field.Root invalid={wrong !== undefined} disabled={readOnly}>
          <Field.Label>Right answer</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={quiz.rightChoiceId} onChange={(e) => onPatch(valuePatch(`${pointer}/rightChoiceId`, quiz.rightChoiceId, e.target.value))}>
              {choices.map((c) => <option key={c.id} value={c.id}>{c.text.en ?? c.id}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {wrong && <Field.ErrorText>{wrong}</Field.ErrorText>}
        </Field.Root>
        {quiz.explanation !== undefined && <LocalTextFields label="Explanation (shown after the right answer)" pointer={`${pointer}/explanation`} text={quiz.explanation} multiline {...texts} />}
        {quiz.hint !== undefined && <LocalTextFields label="Hint (shown after a wrong answer)" pointer={`${pointer}/hint`} text={quiz.hint} multiline {...texts} />}
      </Stack>
    </Box>
  );
}
