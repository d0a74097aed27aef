import { localText, pickLocale } from '#engine/localise.ts';
import { mediaFor } from '#engine/localised-media.ts';
import type { Flow, Step } from '#schemas/generated/flow.ts';

export interface WatchTimeError {
  questionId: string;
  message: string;
  code: 'mediaIncomplete';
}

/** Slack for the network and the player's start-up: a video watched to the end is never refused. */
export const WATCH_TOLERANCE_SECONDS = 5;

/**
 * Outside QA, a step with a video of declared length (media.durationSeconds, or the run's language's own under
 * media.localised: decision 057) is accepted no sooner than that length, less the tolerance, after the server served
 * the step (decision 011: "watched" 0 s after it was shown was accepted before). The browser's
 * word that the video ended is not enough; the time the server saw pass is. Gives the field errors of the 422.
 */
export function watchTimeErrors(flow: Flow, step: Step, servedAt: string | undefined, now: Date, locale: string | undefined): WatchTimeError[] {
  // Runs served before the time was recorded have none; they are let through rather than stuck.
  if (!servedAt) return [];
  const elapsed = (now.getTime() - Date.parse(servedAt)) / 1000;
  const language = pickLocale(flow, locale);
  return step.questions.flatMap((q) => {
    // The length of the video in the run's language: a Spanish video may be longer than the English one.
    const seconds = q.type === 'VIDEO' && q.media ? mediaFor(q.media, language).durationSeconds : undefined;
    if (seconds === undefined || elapsed >= seconds - WATCH_TOLERANCE_SECONDS) return [];
    const left = Math.ceil(seconds - WATCH_TOLERANCE_SECONDS - elapsed);
    const words = localText(flow.messages.mediaIncomplete, language);
    return [{ questionId: q.id, message: `${words} (${left} s left)`, code: 'mediaIncomplete' as const }];
  });
}
