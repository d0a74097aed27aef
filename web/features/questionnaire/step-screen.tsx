import { Alert, Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { AnswerItem, StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { AnswersRefused } from './flow-run-replies.ts';
import type { PortalEnv } from './get-portal-env.ts';
import { answerItems, shownQuestions, takesNoAnswer } from './answer-draft.ts';
import { QuestionSlot, type StepContext } from './question-slot.tsx';
import { RequiredInformationForm } from './required-information-form.tsx';
import { StepProgress } from './step-progress.tsx';
import { useStepFocus } from './step-focus.ts';
import { useStepDraft } from './use-step-draft.ts';
import { primaryButton } from './button-style.ts';

export interface StepScreenProps {
  view: StepView;
  portalEnv: PortalEnv;
  today: string;
  submitting: boolean;
  /** the server's refusal of the last submission (422), shown at the fields */
  fieldErrors: AnswersRefused['errors'];
  onSubmit: (answers: AnswerItem[]) => void;
}

/** A plain step's questions in the order shown: a state-selection question first (spec §2). */
function ordered(questions: ViewQuestion[]): ViewQuestion[] {
  const states = questions.filter((q) => q.type === 'US_STATES_DROPDOWN');
  return states.length ? [...states, ...questions.filter((q) => q.type !== 'US_STATES_DROPDOWN')] : questions;
}

const REQUIRED_NOTE_ID = 'step-required-note';

/**
 * One step of the questionnaire: progress, heading, questions, and Next — enabled only when every shown
 * question has an acceptable answer. Mounted afresh for each step (keyed by its number).
 */
export function StepScreen({ view, portalEnv, today, submitting, fieldErrors, onSubmit }: StepScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, view.number);
  const { draft, errors, complete, change, blur, showServerErrors } = useStepDraft(view, today);

  const general = fieldErrors.filter((e) => !e.questionId || !view.questions.some((q) => q.id === e.questionId));
  useEffect(() => {
    const byQuestion = Object.fromEntries(fieldErrors.filter((e) => e.questionId).map((e) => [e.questionId!, e.message]));
    showServerErrors(byQuestion);
    const first = fieldErrors.find((e) => e.questionId && document.getElementById(e.questionId));
    if (first?.questionId) document.getElementById(first.questionId)?.focus();
  }, [fieldErrors, showServerErrors]);

  const shown = useMemo(() => shownQuestions(view, draft), [view, draft]);
  const asks = shown.some((q) => !takesNoAnswer(q) && q.mandatory);
  const ctx: StepContext = { draft, errors, onChange: change, onBlur: blur, messages: view.messages, portalEnv };
  const title = view.form?.title ?? view.title ?? `Step ${view.number}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !submitting) onSubmit(answerItems(view, draft));
  };

  return (
    <Stack gap="6">
      <StepProgress number={view.number} total={view.total} />
      <Heading ref={heading} as="h1" size={{ base: '2xl', md: '3xl' }} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        {title}
      </Heading>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="6">
          {asks && !view.final && (
            <Text id={REQUIRED_NOTE_ID} color="fg.muted">
              {view.messages.requiredFields}
            </Text>
          )}
          {general.length > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                {general.map((e) => (
                  <Alert.Description key={e.message}>{e.message}</Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          )}
          {view.form ? (
            <RequiredInformationForm form={view.form} questions={shown} ctx={ctx} />
          ) : (
            <Stack gap="8">
              {ordered(shown).map((q) => (
                <QuestionSlot key={q.id} question={q} ctx={ctx} />
              ))}
            </Stack>
          )}
          {!view.final && (
            <Box>
              <Button
                type="submit"
                {...primaryButton}
                size="lg"
                minW="32"
                disabled={!complete || submitting}
                loading={submitting}
                aria-describedby={asks && !complete ? REQUIRED_NOTE_ID : undefined}
              >
                {view.messages.next ?? 'Next'}
              </Button>
            </Box>
          )}
        </Stack>
      </chakra.form>
    </Stack>
  );
}
