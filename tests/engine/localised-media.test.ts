import { describe, expect, it } from 'vitest';
import { checkFlow } from '#engine/flow-check.ts';
import { localisedMediaProblems, mediaFor } from '#engine/localised-media.ts';
import { stepView } from '#engine/step-view.ts';
import type { Flow, Media } from '#schemas/generated/flow.ts';
import { loadV1, runAt, withSpanishVideo } from './fixtures.ts';

/** The training video's media of a flow, to change in a test. */
const videoOf = (flow: Flow): Media => flow.steps.flatMap((s) => s.questions).find((q) => q.type === 'VIDEO')!.media!;
const problemsOf = (flow: Flow) => checkFlow(flow).problems.filter((p) => p.pointer.includes('/media'));

describe('a video per language (decision 057)', () => {
  it('shows a Spanish run the Spanish file, its poster and its captions, and an English run the default', () => {
    const flow = withSpanishVideo();
    expect(checkFlow(flow).problems).toEqual([]);
    const run = runAt(flow, 6);
    const es = stepView(flow, run, 'es')!.questions[0]!.media;
    expect(es).toEqual({
      kind: 'video',
      src: '/media/consumer/training.es.webm',
      mimeType: 'video/webm',
      title: 'Cómo responder a una sobredosis de opioides con naloxona en aerosol nasal',
      poster: '/media/consumer/training-poster.es.jpg',
      fallbacks: [],
      captions: [
        { src: '/media/consumer/training.es.captions.vtt', srclang: 'es', label: 'Español' },
        { src: '/media/consumer/training.es.captions.en.vtt', srclang: 'en', label: 'Inglés' },
      ],
      // Its own length, which a page without a script says beforehand (decision 086).
      durationSeconds: 195,
    });
    const en = stepView(flow, run, 'en')!.questions[0]!.media;
    expect(en).toMatchObject({ src: '/media/consumer/training.webm', poster: '/media/consumer/training-poster.jpg', fallbacks: [{ src: '/media/consumer/training.mp4', mimeType: 'video/mp4' }] });
    // A language the flow does not have reads the default locale, and so the default file.
    expect(stepView(flow, run, 'fr')!.questions[0]!.media?.src).toBe('/media/consumer/training.webm');
    // The cache of a question's view is per language: the Spanish view did not leak into the English one.
    expect(stepView(flow, run, 'es')!.questions[0]!.media?.src).toBe('/media/consumer/training.es.webm');
  });

  it('gives the default file for sameAsDefault, and for a medium without the block (older versions)', () => {
    const flow = withSpanishVideo();
    const media = videoOf(flow);
    media.localised = { es: { sameAsDefault: true } };
    expect(checkFlow(flow).problems).toEqual([]);
    expect(mediaFor(media, 'es')).toMatchObject({ src: media.src, durationSeconds: media.durationSeconds, captions: media.captions });
    expect(stepView(flow, runAt(flow, 6), 'es')!.questions[0]!.media?.src).toBe('/media/consumer/training.webm');
    expect(mediaFor(videoOf(loadV1()), 'es').src).toBe('/media/consumer/training.webm');
  });

  it("gives each language's own length, for the server to time the step by", () => {
    const media = videoOf(withSpanishVideo());
    expect(mediaFor(media, 'es').durationSeconds).toBe(195);
    expect(mediaFor(media, 'en').durationSeconds).toBe(media.durationSeconds);
  });

  it('names a language of the flow left out, and what to write for it', () => {
    const flow = withSpanishVideo();
    videoOf(flow).localised = {};
    // An empty block is refused by the schema; a block naming another language only, by the check.
    expect(checkFlow(flow).flow).toBeNull();
    expect(localisedMediaProblems(flow, videoOf(flow), '/m')).toEqual([
      { pointer: '/m/localised', message: "the flow is written in 'es' too: give it its own file, or `sameAsDefault: true`" },
    ]);
  });

  it('refuses the default locale, an unknown locale, an entry that is both or neither, and a video without captions or length', () => {
    const flow = withSpanishVideo();
    const media = videoOf(flow);
    const es = media.localised!.es!;
    media.localised = {
      en: { sameAsDefault: true },
      fr: { sameAsDefault: true },
      es: { ...es, captions: [], durationSeconds: undefined },
    };
    delete media.localised.es!.durationSeconds;
    expect(problemsOf(flow).map((p) => [p.pointer.replace(/^.*\/media/, ''), p.message])).toEqual([
      ['/localised/en', "'en' is the flow's default locale: `src` is its file"],
      ['/localised/fr', "the flow has no locale 'fr'"],
      ['/localised/es/captions', 'a video needs at least one captions track'],
      ['/localised/es', 'the default declares its length, so this video declares its own (the server times the step by it)'],
    ]);
    media.localised = { es: { sameAsDefault: true, src: '/media/consumer/training.es.webm' } };
    expect(problemsOf(flow).map((p) => p.message)).toEqual(['`sameAsDefault` shows the default file: this entry has nothing else']);
    media.localised = { es: { mimeType: 'video/webm' } };
    expect(problemsOf(flow).map((p) => p.message)).toEqual(["give 'es' its own `src`, or `sameAsDefault: true` to show the default on purpose"]);
  });

  it('asks for the Spanish label of a caption track of a language\'s own video', () => {
    const flow = withSpanishVideo();
    videoOf(flow).localised!.es!.captions![0]!.label = { en: 'Spanish' };
    expect(checkFlow(flow).problems.map((p) => p.pointer)).toContain('/steps/5/questions/0/media/localised/es/captions/0/label');
  });
});
