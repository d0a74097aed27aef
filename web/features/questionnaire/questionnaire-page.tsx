import { Alert, Box, Button, Container, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Suspense, lazy } from 'react';
import { fromPromise } from 'xstate';
import { PageLoading } from '#web/components/page-loading.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { toaster } from '#web/components/toaster.tsx';
import { apiMessages } from '#web/lib/api-client.ts';
import { takeRun } from './load-run.ts';
import { localToday } from './local-today.ts';
import { questionnaireMachine, type SubmitInput } from './questionnaire.machine.ts';
import { forgetRun } from './run-storage.ts';
import { IneligibleView } from './run-ended-view.tsx';
import { StepScreen } from './step-screen.tsx';
import { submitStep } from './submit-step.ts';
import { primaryButton } from './button-style.ts';

/** Spec §8: the toast when the step that places the order fails. */
export const ORDER_FAILED = 'An error occurred while submitting your order.';

const RefusedView = lazy(() => import('./refused-view.tsx'));

const pageMachine = questionnaireMachine.provide({
  actors: {
    loadRun: fromPromise(takeRun),
    submitStep: fromPromise(({ input }: { input: SubmitInput }) => submitStep(input.runId, input.step, input.answers)),
  },
  actions: {
    runEnded: () => forgetRun(),
    submitFailed: (_, { error, placesOrder }) => {
      const message = error instanceof Error ? error.message : apiMessages.noResponse;
      toaster.create(placesOrder ? { type: 'error', title: ORDER_FAILED, description: message } : { type: 'error', title: message });
    },
    outOfStep: () => {
      toaster.create({ type: 'info', title: 'This request moved on in another window. Here is where it stands now.' });
    },
  },
});

/** /form: the consumer questionnaire, one step at a time (spec §2, §4). */
export default function QuestionnairePage() {
  const [snapshot, send] = useMachine(pageMachine);
  const { view, portalEnv, fieldErrors, ineligibleMessage, reasons, loadError } = snapshot.context;

  let body;
  if (snapshot.matches('loading')) body = <PageLoading />;
  else if (snapshot.matches('loadFailed'))
    body = (
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The questionnaire could not be loaded.</Alert.Title>
            <Alert.Description>{loadError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Box>
          <Button {...primaryButton} onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Box>
      </Stack>
    );
  else if (snapshot.matches('ineligible')) body = <IneligibleView message={ineligibleMessage} />;
  else if (snapshot.matches('refused'))
    body = (
      <Suspense fallback={<PageLoading />}>
        <RefusedView reasons={reasons} />
      </Suspense>
    );
  else if (view)
    body = (
      <StepScreen
        key={view.number}
        view={view}
        portalEnv={portalEnv}
        today={localToday()}
        submitting={snapshot.matches('submitting')}
        fieldErrors={fieldErrors}
        onSubmit={(answers) => send({ type: 'SUBMIT', answers })}
      />
    );

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle title={view && !view.final ? `Request naloxone: step ${view.number} of ${view.total}` : 'Request naloxone'} />
      {body}
    </Container>
  );
}
