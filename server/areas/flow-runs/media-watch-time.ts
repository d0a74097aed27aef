import { pickLocale } from '#engine/localise.ts';
import { mediaFor } from '#engine/localised-media.ts';
import { videoWait } from '#engine/video-wait.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { Flow, Question, Step } from '#schemas/generated/flow.ts';

export interface WatchTimeError {
  questionId: string;
  message: string;
  code: 'mediaIncomplete';
}

/** How the seconds left are said to the person: videoWait or videoWaitRough (engine/video-wait.ts). */
export type WaitWords = (seconds: number, locale: string) => string;

/** Slack for the network and the player's start-up: a video watched to the end is never refused. */
export const WATCH_TOLERANCE_SECONDS = 5;

/**
 * The step's videos of declared length, each with the length of its file in the run's language (media.durationSeconds,
 * or that language's own under media.localised: decision 057): the only media the server times.
 */
function timedVideos(step: Step, language: string): { q: Question; seconds: number }[] {
  return step.questions.flatMap((q) => {
    const seconds = q.type === 'VIDEO' && q.media ? mediaFor(q.media, language).durationSeconds : undefined;
    return seconds === undefined ? [] : [{ q, seconds }];
  });
}

/**
 * The seconds left, at `now`, before the server accepts a video of `seconds` as watched: its length less the
 * tolerance, after the server served the step; 0 once that time has passed. Runs served before the time was recorded
 * have none to wait.
 */
function secondsLeft(seconds: number, servedAt: string | undefined, now: Date): number {
  if (!servedAt) return 0;
  const elapsed = (now.getTime() - Date.parse(servedAt)) / 1000;
  return Math.max(0, seconds - WATCH_TOLERANCE_SECONDS - elapsed);
}

/**
 * Outside QA, a step with a video of declared length (media.durationSeconds, or the run's language's own under
 * media.localised: decision 057) is accepted no sooner than that length, less the tolerance, after the server served
 * the step (decision 011: "watched" 0 s after it was shown was accepted before). The browser's
 * word that the video ended is not enough; the time the server saw pass is. Gives the field errors of the 422, each
 * the sentence the page counts down with ('You can continue in 12 seconds.', engine/video-wait.ts), or, for a page
 * without a script, which cannot count down, `videoWaitRough`'s minutes (decision 086).
 */
export function watchTimeErrors(
  flow: Flow, step: Step, servedAt: string | undefined, now: Date, locale: string | undefined, words: WaitWords = videoWait,
): WatchTimeError[] {
  const language = pickLocale(flow, locale);
  return timedVideos(step, language)
    .map(({ q, seconds }) => ({ q, left: secondsLeft(seconds, servedAt, now) }))
    .filter(({ left }) => left > 0)
    .map(({ q, left }) => ({ questionId: q.id, message: words(Math.ceil(left), language), code: 'mediaIncomplete' as const }));
}

/**
 * The reply with each timed video of its step saying when the same rule will accept it (`media.acceptedInSeconds`,
 * whole seconds rounded up, by the length of the video in the reply's language), so the page counts down to the moment the server agrees rather than guessing
 * (decision 054). Not for QA or a staff preview, which are spared the wait.
 */
export function withWatchTime(reply: FlowRunReply, flow: Flow, servedAt: string | undefined, now: Date, locale: string | undefined): FlowRunReply {
  const view = reply.step;
  const step = view && !view.final ? flow.steps[view.number - 1] : undefined;
  if (!view || !step) return reply;
  const timed = new Map(timedVideos(step, pickLocale(flow, locale)).map(({ q, seconds }) => [q.id, Math.ceil(secondsLeft(seconds, servedAt, now))]));
  if (![...timed.values()].some((left) => left > 0)) return reply;
  const questions = view.questions.map((q) => {
    const left = timed.get(q.id);
    return q.media && left ? { ...q, media: { ...q.media, acceptedInSeconds: left } } : q;
  });
  return { ...reply, step: { ...view, questions } };
}
