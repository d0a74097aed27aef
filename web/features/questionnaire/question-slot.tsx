import { Suspense } from 'react';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { DraftAnswer } from './answer-draft.ts';
import type { PortalEnv } from './get-portal-env.ts';
import { questionRegistry } from './question-registry.ts';

export interface StepContext {
  draft: Readonly<Record<string, DraftAnswer>>;
  errors: Readonly<Record<string, string>>;
  onChange: (questionId: string, answer: DraftAnswer) => void;
  onBlur: (questionId: string) => void;
  messages: Readonly<Record<string, string>>;
  portalEnv: PortalEnv;
}

/** One question, rendered by the component the registry names for its type. */
export function QuestionSlot({ question, ctx }: { question: ViewQuestion; ctx: StepContext }) {
  const Component = questionRegistry[question.type];
  // Some question types load with their step (question-registry.ts): nothing is shown until they have.
  return (
    <Suspense fallback={null}>
      <Component
        question={question}
        answer={ctx.draft[question.id]}
        error={ctx.errors[question.id]}
        onChange={ctx.onChange}
        onBlur={ctx.onBlur}
        messages={ctx.messages}
        portalEnv={ctx.portalEnv}
      />
    </Suspense>
  );
}
