import type { ScenarioAnswer } from '#schemas/generated/flow-scenarios.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { AppError, createError } from '#server/errors/app-error.ts';

type StepAnswers = Record<string, Record<string, ScenarioAnswer>>;

/** A scenario's answers of one step as the items a step submission carries. */
function itemsOf(answers: Record<string, ScenarioAnswer>): unknown[] {
  return Object.entries(answers).filter(([, a]) => a !== null).map(([questionId, answer]) => ({ questionId, ...answer }));
}

/**
 * Submits a preview's declared answers step after step through the ordinary step path (the engine decides each),
 * so a preview opens where they end. A step they do not answer, or the end, stops it. A refusal names its step.
 */
export async function submitPreviewAnswers(first: FlowRunReply, answers: StepAnswers, submit: (step: number, items: unknown[]) => Promise<FlowRunReply>): Promise<FlowRunReply> {
  let reply = first;
  for (let guard = 0; guard < 100; guard++) {
    const step = reply.step;
    const given = step && !step.final ? answers[String(step.number)] : undefined;
    if (!step || !given) return reply;
    try {
      reply = await submit(step.number, itemsOf(given));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw createError(error.code, `The preview's answers to step ${step.number} were not accepted: ${error.message}`, error.statusCode, error.extra);
    }
  }
  return reply;
}
