import { describe, expect, it } from 'vitest';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { WATCH_TOLERANCE_SECONDS, watchTimeErrors, withWatchTime } from '#server/areas/flow-runs/media-watch-time.ts';
import { withSpanishVideo } from '../engine/fixtures.ts';

const flow = withSpanishVideo();
const step = flow.steps.find((s) => s.questions.some((q) => q.type === 'VIDEO'))!;
const english = step.questions[0]!.media!.durationSeconds!;
const SERVED = '2026-11-26T10:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(SERVED) + seconds * 1000);

describe('the watch time of a video per language (decision 057)', () => {
  it("times a Spanish run by the Spanish video's length, an English one by the default's", () => {
    const done = english - WATCH_TOLERANCE_SECONDS + 1;
    expect(watchTimeErrors(flow, step, SERVED, after(done), 'en')).toEqual([]);
    // The Spanish video is 195 s: at the English length less the tolerance, a Spanish reader still has some to watch.
    expect(watchTimeErrors(flow, step, SERVED, after(done), 'es')).toEqual([
      { questionId: 'q-video', code: 'mediaIncomplete', message: `Puede continuar en ${Math.ceil(195 - WATCH_TOLERANCE_SECONDS - done)} segundos.` },
    ]);
    expect(watchTimeErrors(flow, step, SERVED, after(195 - WATCH_TOLERANCE_SECONDS), 'es')).toEqual([]);
  });

  it('says the seconds left as one sentence, the words the page counts down with, in the run\'s language', () => {
    const early = after(english - WATCH_TOLERANCE_SECONDS - 11.5);
    expect(watchTimeErrors(flow, step, SERVED, early, 'en').map((e) => e.message)).toEqual(['You can continue in 12 seconds.']);
    expect(watchTimeErrors(flow, step, SERVED, after(english - WATCH_TOLERANCE_SECONDS - 0.5), 'en').map((e) => e.message)).toEqual(['You can continue in 1 second.']);
    expect(watchTimeErrors(flow, step, SERVED, after(195 - WATCH_TOLERANCE_SECONDS - 1), 'es').map((e) => e.message)).toEqual(['Puede continuar en 1 segundo.']);
  });

  it('times a language that shows the default on purpose, or one the flow does not have, by the default', () => {
    const same = withSpanishVideo();
    same.steps[step.number - 1]!.questions[0]!.media!.localised = { es: { sameAsDefault: true } };
    const at = after(english - WATCH_TOLERANCE_SECONDS);
    expect(watchTimeErrors(same, same.steps[step.number - 1]!, SERVED, at, 'es')).toEqual([]);
    expect(watchTimeErrors(flow, step, SERVED, at, 'fr')).toEqual([]);
    expect(watchTimeErrors(flow, step, SERVED, at, undefined)).toEqual([]);
  });

  it("counts the page down to the moment the server accepts the video in the reply's language", () => {
    const reply = { step: { number: step.number, final: false, questions: [{ id: 'q-video', media: { src: 'x' } }] } } as unknown as FlowRunReply;
    const left = (locale: string) => (withWatchTime(reply, flow, SERVED, after(10), locale).step!.questions[0]!.media as { acceptedInSeconds?: number }).acceptedInSeconds;
    expect(left('en')).toBe(Math.ceil(english - WATCH_TOLERANCE_SECONDS - 10));
    expect(left('es')).toBe(195 - WATCH_TOLERANCE_SECONDS - 10);
  });
});
