import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { DraftAnswer } from './answer-draft.ts';
import type { PortalEnv } from './get-portal-env.ts';

/** What every question component receives from the step it is on. */
export interface QuestionProps {
  question: ViewQuestion;
  answer: DraftAnswer | undefined;
  /** the message shown under the question (after a blur, or from the server) */
  error: string | undefined;
  /** stable for the whole step, so memoised questions re-render only when their own answer changes */
  onChange: (questionId: string, answer: DraftAnswer) => void;
  onBlur: (questionId: string) => void;
  /** the flow's messages in the run's locale ('Correct !', 'Failed to load video'…) */
  messages: Readonly<Record<string, string>>;
  portalEnv: PortalEnv;
}
