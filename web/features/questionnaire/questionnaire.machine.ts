import { assign, fromPromise, setup } from 'xstate';
import type { AnswerItem, StepView } from '#schemas/generated/flow-api.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import type { QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';
import type { AnswersRefused, RunOutcome, SubmitOutcome } from './flow-run-replies.ts';
import type { PortalEnv } from './get-portal-env.ts';

/** What loading the page gives: the run (new or resumed) and the server's environment. */
export interface RunLoaded {
  runId: string;
  outcome: RunOutcome;
  portalEnv: PortalEnv;
}

export interface SubmitInput {
  /** null before the first step is sent: the page rendered by the server showed the first step without a run */
  runId: string | null;
  step: number;
  answers: AnswerItem[];
  /** submitting this step places the order (the next step is the last one) */
  placesOrder: boolean;
}

export interface BackInput {
  runId: string;
  step: number;
}

export interface QuestionnaireContext {
  runId: string | null;
  portalEnv: PortalEnv;
  view: StepView | null;
  confirmation: OrderConfirmationFacts | null;
  fieldErrors: AnswersRefused['errors'];
  ineligibleMessage: string;
  reasons: string[];
  loadError: string | null;
  /** where the run stands as the page starts to show it: as the server rendered it, or as it was loaded */
  shown: QuestionnairePageState['shown']['kind'] | null;
}

/** The page as the server rendered it, if it did (decision 085). */
export interface QuestionnaireInput {
  rendered: QuestionnairePageState | null;
  /** The run the page showed before it was drawn again (in another language): loaded again, even if it has ended. */
  reopen?: string | null;
}

/** What loading is asked for: the run to load again, or null for this tab's run (a new one if it has none). */
export interface LoadInput {
  runId: string | null;
}

/** A step's outcome, and the run it belongs to when the submission started it. */
export type Submitted = SubmitOutcome & { runId?: string };

export type QuestionnaireEvent = { type: 'SUBMIT'; answers: AnswerItem[] } | { type: 'BACK'; step: number } | { type: 'RETRY' } | { type: 'RESUME' };

const outcomeAssignments = (outcome: RunOutcome | SubmitOutcome) => {
  switch (outcome.kind) {
    case 'step':
      return { view: outcome.view, confirmation: outcome.confirmation ?? null, fieldErrors: [], ineligibleMessage: '' };
    case 'ineligible':
      return { ineligibleMessage: outcome.message };
    case 'refused':
      return { reasons: outcome.reasons };
    case 'fieldErrors':
      return { fieldErrors: outcome.errors };
    default:
      return {};
  }
};

/**
 * The page's own states: loading the run, answering a step, submitting it, and the three ends (ineligible,
 * refused, done). The server decides every step; this machine only follows its replies. Loading and submitting
 * are actors the page provides (`.provide({ actors })`), so tests can run the machine against fixtures.
 */
export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput | undefined,
  },
  actors: {
    loadRun: fromPromise<RunLoaded, LoadInput>(async () => {
      throw new Error('loadRun is provided by the page');
    }),
    submitStep: fromPromise<Submitted, SubmitInput>(async () => {
      throw new Error('submitStep is provided by the page');
    }),
    moveBack: fromPromise<SubmitOutcome, BackInput>(async () => {
      throw new Error('moveBack is provided by the page');
    }),
  },
  actions: {
    runEnded: () => {},
    runResumed: (_, _params: { runId: string }) => {},
    submitFailed: (_, _params: { error: unknown; placesOrder: boolean }) => {},
    outOfStep: (_, _params: { message: string }) => {},
  },
  guards: {
    isFinal: ({ context }) => context.view?.final === true,
  },
}).createMachine({
  id: 'questionnaire',
  initial: 'start',
  // The page the server rendered (decision 085) starts where it stands; otherwise the run is loaded.
  context: ({ input }) => {
    const rendered = input?.rendered ?? null;
    const shown = rendered?.shown;
    return {
      runId: rendered?.runId ?? input?.reopen ?? null,
      portalEnv: rendered?.portalEnv ?? 'dev',
      view: shown?.kind === 'step' ? shown.view : null,
      confirmation: null,
      fieldErrors: rendered?.fieldErrors ?? [],
      ineligibleMessage: shown?.kind === 'ineligible' ? shown.message : '',
      reasons: shown?.kind === 'refused' ? shown.reasons : [],
      loadError: null,
      shown: shown?.kind ?? null,
    };
  },
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.shown === 'step', target: 'answering' },
        { guard: ({ context }) => context.shown === 'ineligible', target: 'ineligible' },
        { guard: ({ context }) => context.shown === 'refused', target: 'refused' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadRun',
        input: ({ context }) => ({ runId: context.runId }),
        // Shown where it stands: its step, or its end.
        onDone: {
          target: 'start',
          actions: assign(({ event }) => ({
            runId: event.output.runId, portalEnv: event.output.portalEnv, shown: event.output.outcome.kind, ...outcomeAssignments(event.output.outcome),
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ loadError: null }) } },
    },
    answering: {
      always: { guard: 'isFinal', target: 'done' },
      on: {
        SUBMIT: 'submitting',
        BACK: { guard: ({ context, event }) => event.step < (context.view?.number ?? 0), target: 'goingBack' },
        // The server rendered a first step without a run, but this tab holds one (started before its cookie existed).
        RESUME: { guard: ({ context }) => context.runId === null, target: 'loading' },
      },
    },
    goingBack: {
      invoke: {
        src: 'moveBack',
        input: ({ context, event }) => ({ runId: context.runId!, step: event.type === 'BACK' ? event.step : 1 }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'step',
            target: 'answering',
            actions: [assign(({ event }) => outcomeAssignments(event.output)), { type: 'runResumed', params: ({ context }) => ({ runId: context.runId! }) }],
          },
          {
            target: 'loading',
            actions: { type: 'outOfStep', params: ({ event }) => ({ message: event.output.kind === 'outOfStep' ? event.output.message : '' }) },
          },
        ],
        onError: {
          target: 'loading',
          actions: { type: 'submitFailed', params: ({ event }) => ({ error: event.error, placesOrder: false }) },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitStep',
        input: ({ context, event }) => {
          const view = context.view!;
          return {
            runId: context.runId,
            step: view.number,
            answers: event.type === 'SUBMIT' ? event.answers : [],
            placesOrder: view.number + 1 === view.total,
          };
        },
        onDone: [
          { guard: ({ event }) => event.output.kind === 'step', target: 'answering', actions: assign(({ context, event }) => ({ runId: event.output.runId ?? context.runId, ...outcomeAssignments(event.output) })) },
          { guard: ({ event }) => event.output.kind === 'fieldErrors', target: 'answering', actions: assign(({ context, event }) => ({ runId: event.output.runId ?? context.runId, ...outcomeAssignments(event.output) })) },
          { guard: ({ event }) => event.output.kind === 'ineligible', target: 'ineligible', actions: assign(({ context, event }) => ({ runId: event.output.runId ?? context.runId, ...outcomeAssignments(event.output) })) },
          { guard: ({ event }) => event.output.kind === 'refused', target: 'refused', actions: assign(({ event }) => outcomeAssignments(event.output)) },
          {
            target: 'loading',
            actions: { type: 'outOfStep', params: ({ event }) => ({ message: event.output.kind === 'outOfStep' ? event.output.message : '' }) },
          },
        ],
        onError: {
          target: 'answering',
          actions: {
            type: 'submitFailed',
            params: ({ context, event }) => ({ error: event.error, placesOrder: context.view!.number + 1 === context.view!.total }),
          },
        },
      },
    },
    // Not final: 'Choose a different state' moves the run back on the server (the run id is still known here).
    ineligible: { entry: 'runEnded', on: { BACK: { guard: ({ context }) => context.runId !== null, target: 'goingBack' } } },
    refused: { entry: 'runEnded', type: 'final' },
    done: { type: 'final' },
  },
});
