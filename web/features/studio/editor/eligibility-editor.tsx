import { Box, Checkbox, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { questionChoices } from '#engine/choice-lists.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { LocalTextFields } from './local-text-fields.tsx';

type Step = Flow['steps'][number];

/** The eligibility rule the form can edit: "the answer to <question> is one of <choices>". */
function answerInList(step: Step): { questionId: string; chosen: string[] } | null {
  const check = (step as { eligibility?: { check?: unknown } }).eligibility?.check as { in?: unknown } | undefined;
  const args = check?.in;
  if (!Array.isArray(args) || args.length !== 2) return null;
  const [ref, list] = args as [unknown, unknown];
  const questionId = (ref as { answer?: unknown } | null)?.answer;
  if (typeof questionId !== 'string' || !Array.isArray(list) || !list.every((x) => typeof x === 'string')) return null;
  return { questionId, chosen: list as string[] };
}

/**
 * Who the step accepts, when its rule is "the answer is one of these choices" (the states served): a box per choice
 * of that question. Each change is one patch of the list, guarded by the list it replaces. Other rules are JSON only.
 */
export function EligibilityEditor({ flow, step, pointer, problems, readOnly, onPatch }: {
  flow: Flow;
  step: Step;
  pointer: string;
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}) {
  const rule = answerInList(step);
  const eligibility = (step as { eligibility?: { message?: Record<string, string> } }).eligibility;
  if (!rule || !eligibility) return null;
  const question = step.questions.find((q) => q.id === rule.questionId);
  if (!question) return null;
  const choices = questionChoices(flow, question);
  const listPointer = `${pointer}/eligibility/check/in/1`;
  const toggle = (id: string, on: boolean) => {
    const next = choices.map((c) => c.id).filter((c) => (c === id ? on : rule.chosen.includes(c)));
    onPatch([{ op: 'test', path: listPointer, value: rule.chosen }, { op: 'replace', path: listPointer, value: next }]);
  };
  return (
    <Box as="section" aria-labelledby={`eligibility-${step.id}`} borderWidth="1px" rounded="md" p="4">
      <Heading as="h4" size="sm" id={`eligibility-${step.id}`} mb="1">Who can go on</Heading>
      <Text color="fg.muted" mb="3">{`Only people whose answer to '${question.text?.en ?? question.id}' is ticked here go on; everyone else sees the message below.`}</Text>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="2" mb="4">
        {choices.map((c) => (
          <Checkbox.Root key={c.id} size="sm" checked={rule.chosen.includes(c.id)} disabled={readOnly} onCheckedChange={(e) => toggle(c.id, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.text.en ?? c.id}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Stack>
        <LocalTextFields label="Message for everyone else" pointer={`${pointer}/eligibility/message`} text={eligibility.message} multiline locales={flow.locales} problems={problems} readOnly={readOnly} onPatch={onPatch} />
      </Stack>
    </Box>
  );
}
