import { Badge, Box, Button, Checkbox, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { questionTypeWords } from '#engine/question-type-words.ts';
import { DISPLAY_TYPES, MEDIA_TYPES } from '#engine/flow-index.ts';
import type { Flow, Media } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { AdvancedIds } from './advanced-ids.tsx';
import { ChoiceValueField } from './choice-value-field.tsx';
import { listWords } from './list-words.ts';
import { MediaEditor } from './media-editor.tsx';
import { addChoicePatch, idsOf, newChoiceId, removeChoicePatch, swapChoicesPatch, valuePatch } from './flow-patches.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { problemsUnder } from './problems-at.ts';
import { QuizEditor, type QuizPart } from './quiz-editor.tsx';

type Question = Flow['steps'][number]['questions'][number];

/** A text cut to a label's length, or undefined when there is none. */
const shortText = (text: string | undefined) => (text ? (text.length > 60 ? `${text.slice(0, 59)}…` : text) : undefined);
interface Choice {
  id: string;
  position: number;
  text: Record<string, string>;
  value?: string | number;
}

export interface QuestionEditorProps {
  flow: Flow;
  question: Question;
  pointer: string;
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
  /** removes the question from its step; absent when it is the step's only question */
  onRemove?: (() => void) | undefined;
}

/**
 * A question's texts, whether it must be answered, and its choices: edit, add, remove, move up or down. The question is
 * named by its text and its kind in words; its id and its choices' ids are only in the Advanced disclosure.
 */
export function QuestionEditor({ flow, question, pointer, problems, readOnly, onPatch, onRemove }: QuestionEditorProps) {
  const texts = { locales: flow.locales, problems, readOnly, onPatch };
  const q = question as unknown as { id: string; type: string; text?: Record<string, string>; comment?: Record<string, string>; mandatory?: boolean; personal?: boolean; choices?: Choice[] | { list: string }; quiz?: QuizPart; media?: Media };
  const choices = Array.isArray(q.choices) ? q.choices : null;
  const ordered = choices ? choices.map((c, index) => ({ c, index })).sort((a, b) => a.c.position - b.c.position) : [];
  const choicesPointer = `${pointer}/choices`;
  // Choices that carry values (states, counties, kits) show them; a new one starts with its label as its value.
  const valued = choices?.some((c) => c.value !== undefined) ?? false;
  const numeric = choices?.some((c) => typeof c.value === 'number') ?? false;
  const mine = problemsUnder(problems, pointer);
  const kind = questionTypeWords(question);
  return (
    <Box as="section" aria-label={`Question: ${shortText(q.text?.en) ?? kind}`} borderWidth="1px" borderColor={mine.length ? 'border.error' : 'border'} rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" mb="3" align="flex-start">
        <Heading as="h4" size="sm">{q.text?.en ?? kind}</Heading>
        <HStack gap="2">
          <Badge variant="subtle">{kind}</Badge>
          {onRemove && (
            <Button size="xs" variant="outline" colorPalette="red" disabled={readOnly} aria-label={`Remove the question '${shortText(q.text?.en) ?? kind}'`} onClick={onRemove}>Remove</Button>
          )}
        </HStack>
      </HStack>
      <Stack gap="3">
        <LocalTextFields label="Question text" pointer={`${pointer}/text`} text={q.text} multiline {...texts} />
        {q.comment !== undefined && <LocalTextFields label="Help text" pointer={`${pointer}/comment`} text={q.comment} multiline {...texts} />}
        <Checkbox.Root
          checked={q.mandatory === true}
          disabled={readOnly}
          onCheckedChange={(e) => onPatch(valuePatch(`${pointer}/mandatory`, q.mandatory, e.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Must be answered</Checkbox.Label>
        </Checkbox.Root>
        {!DISPLAY_TYPES.has(question.type) && !MEDIA_TYPES.has(question.type) && (
          <Checkbox.Root
            checked={q.personal === true}
            disabled={readOnly}
            onCheckedChange={(e) => onPatch(e.checked === true ? valuePatch(`${pointer}/personal`, q.personal, true) : q.personal === undefined ? [] : [{ op: 'remove', path: `${pointer}/personal` }])}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Identifies the person (a name, an email, a phone number, an address): kept enciphered and shown only on a response&apos;s own page</Checkbox.Label>
          </Checkbox.Root>
        )}
        {q.media && <MediaEditor media={q.media} pointer={`${pointer}/media`} {...texts} />}
        {q.choices && !choices && (
          <Text color="fg.muted">{`The choices come from ${listWords((q.choices as { list: string }).list)}, which other questions may share: change it in the JSON view.`}</Text>
        )}
        {choices && (
          <Box>
            <Heading as="h5" size="xs" mb="2">{`Choices (${choices.length})`}</Heading>
            <Stack as="ol" gap="3" ps="0" listStyleType="none">
              {ordered.map(({ c, index }, order) => (
                <Box as="li" key={c.id} borderTopWidth={order ? '1px' : 0} pt={order ? '3' : 0}>
                  <HStack justify="flex-end" wrap="wrap" mb="1">
                    <HStack gap="1">
                      <Button size="xs" variant="outline" disabled={readOnly || order === 0} aria-label={`Move '${c.text.en ?? c.id}' up`}
                        onClick={() => onPatch(swapChoicesPatch(choicesPointer, choices, index, ordered[order - 1]!.index))}>Up</Button>
                      <Button size="xs" variant="outline" disabled={readOnly || order === ordered.length - 1} aria-label={`Move '${c.text.en ?? c.id}' down`}
                        onClick={() => onPatch(swapChoicesPatch(choicesPointer, choices, index, ordered[order + 1]!.index))}>Down</Button>
                      <Button size="xs" variant="outline" colorPalette="red" disabled={readOnly || choices.length < 2} aria-label={`Remove '${c.text.en ?? c.id}'`}
                        onClick={() => onPatch(removeChoicePatch(choicesPointer, index, c.id))}>Remove</Button>
                    </HStack>
                  </HStack>
                  <LocalTextFields label={`Choice ${order + 1}`} pointer={`${choicesPointer}/${index}/text`} text={c.text} {...texts} />
                  {valued && (
                    <ChoiceValueField choice={c} pointer={`${choicesPointer}/${index}`} numeric={numeric} label={`Value kept for choice ${order + 1}`} {...texts} />
                  )}
                </Box>
              ))}
            </Stack>
            <Button mt="3" size="sm" variant="outline" disabled={readOnly}
              onClick={() => onPatch(addChoicePatch(choicesPointer, choices, newChoiceId(q.id, idsOf(flow)), flow.locales, 'New choice', valued && !numeric))}>
              Add a choice
            </Button>
          </Box>
        )}
        {q.quiz && choices && (
          <QuizEditor quiz={q.quiz} choices={ordered.map(({ c }) => c)} pointer={`${pointer}/quiz`} locales={flow.locales} problems={problems} readOnly={readOnly} onPatch={onPatch} />
        )}
        <AdvancedIds
          ids={[
            { label: 'This question', pointer, id: q.id },
            ...ordered.map(({ c, index }, order) => ({ label: `Choice ${order + 1} (${shortText(c.text.en) ?? 'no text'})`, pointer: `${choicesPointer}/${index}`, id: c.id })),
          ]}
          problems={problems} readOnly={readOnly} onPatch={onPatch}
        />
      </Stack>
    </Box>
  );
}
