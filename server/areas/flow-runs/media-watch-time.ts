import { localText } from '#engine/localise.ts';
import type { Flow, Step } from '#schemas/generated/flow.ts';

export interface WatchTimeError {
  questionId: string;
  message: string;
  code: 'mediaIncomplete';
}

/** Slack for the network and the player's start-up: a video watched to the end is never refused. */
export const WATCH_TOLERANCE_SECONDS = 5;

/**
 * Outside QA, a step with a video of declared length (media.durationSeconds) is accepted no sooner than that length,
 * less the tolerance, after the server served the step (decision 011: "watched" 0 s after it was shown was accepted before). The browser's
 * word that the video ended is not enough; the time the server saw pass is. Gives the field errors of the 422.
 */
export function watchTimeErrors(flow: Flow, step: Step, servedAt: string | undefined, now: Date, locale: string | undefined): WatchTimeError[] {
  // Runs served before the time was recorded have none; they are let through rather than stuck.
  if (!servedAt) return [];
  const elapsed = (now.getTime() - Date.parse(servedAt)) / 1000;
  return step.questions
    .filter((q) => q.type === 'VIDEO' && q.media?.durationSeconds !== undefined)
    .filter((q) => elapsed < q.media!.durationSeconds! - WATCH_TOLERANCE_SECONDS)
    .map((q) => {
      const left = Math.ceil(q.media!.durationSeconds! - WATCH_TOLERANCE_SECONDS - elapsed);
      const words = localText(flow.messages.mediaIncomplete, locale ?? flow.locales[0] ?? 'en');
      return { questionId: q.id, message: `${words} (${left} s left)`, code: 'mediaIncomplete' as const };
    });
}
