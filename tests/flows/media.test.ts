// Checks the committed training media (made by scripts/media/generate-training-media.sh) as a browser and a
// reader would meet them: a playable video in each language, captions that match its narration and cover it, a
// one-page fact sheet with real text, all within the size budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds, mp4TopLevelBoxes, webmDurationSeconds } from './media-containers.ts';
import { pdfPageCount, pdfText } from './pdf-text.ts';
import { parseWebVtt } from './webvtt.ts';

const root = join(import.meta.dirname, '../..');
const media = join(root, 'flows/consumer/media');
const slides = join(root, 'scripts/media/slides');
const BUDGET_BYTES = 3_000_000;

const read = (name: string) => readFileSync(join(media, name));

/**
 * The training video in each language (decision 057): its files, its slide and narration sources, and the words
 * every version of it must say.
 */
const videos = [
  {
    language: 'en', stem: 'training', captions: 'training.vtt', poster: 'training-poster.jpg', slides,
    points: ['breathing', 'blue or grey', 'pinpoint', 'snoring', '911', 'nostril', 'plunger', 'rescue breaths',
      'recovery position', 'second dose', 'other nostril', 'until help arrives', 'good samaritan'],
  },
  {
    language: 'es', stem: 'training.es', captions: 'training.es.captions.vtt', poster: 'training-poster.es.jpg', slides: join(slides, 'es'),
    points: ['respiración', 'azules o grises', 'punta de un alfiler', 'ronquidos', '911', 'fosa nasal', 'émbolo',
      'respiración de rescate', 'posición de recuperación', 'segunda dosis', 'otra fosa nasal', 'llegue la ayuda', 'buen samaritano'],
  },
] as const;

type VideoInfo = { durationSeconds: number; captions: string; slides: number };
const infoOf = (stem: string) => JSON.parse(read(`${stem}.json`).toString('utf8')) as VideoInfo;

/** The spoken lines of a slides folder, slide by slide. */
const narrationOf = (folder: string) => readdirSync(folder)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => readFileSync(join(folder, f), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')));

describe('consumer training media', () => {
  it('has every file the flow serves, within the size budget together', () => {
    const names = ['naloxone-fact-sheet.pdf', 'training.es.vtt', 'training.es.captions.en.vtt', ...videos.flatMap((v) => [`${v.stem}.webm`, v.captions, `${v.stem}.json`, v.poster])];
    for (const name of names) {
      expect(existsSync(join(media, name)), name).toBe(true);
      expect(statSync(join(media, name)).size, name).toBeGreaterThan(0);
    }
    const total = readdirSync(media).reduce((sum, name) => sum + statSync(join(media, name)).size, 0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  // Every version, so that a new one cannot drop the length and let a video be 'watched' at once; a language's own
  // video (under `localised`) declares its own file's length.
  const versions = readdirSync(join(root, 'flows/consumer')).filter((name) => /^v\d+\.json$/.test(name));
  it.each(versions)('%s declares the video length the server times the training step by (decisions 011, 057)', (version) => {
    type Declared = { src: string; durationSeconds?: number; localised?: Record<string, { src?: string; durationSeconds?: number }> };
    const flow = JSON.parse(readFileSync(join(root, 'flows/consumer', version), 'utf8')) as { steps: { questions: { type: string; media?: Declared }[] }[] };
    const declared = flow.steps.flatMap((s) => s.questions).filter((q) => q.type === 'VIDEO').map((q) => q.media!);
    expect(declared.length).toBeGreaterThan(0);
    const lengthOf = (src: string) => infoOf(src.replace(/^.*\//, '').replace(/\.webm$/, '')).durationSeconds;
    for (const video of declared) {
      expect(video.durationSeconds).toBeCloseTo(lengthOf(video.src), 2);
      for (const own of Object.values(video.localised ?? {})) if (own.src) expect(own.durationSeconds).toBeCloseTo(lengthOf(own.src), 2);
    }
  });

  it('has a Spanish slide and narration for every English one, said line for line', () => {
    const names = (folder: string) => readdirSync(folder).filter((f) => /\.(html|txt)$/.test(f)).sort();
    expect(names(join(slides, 'es'))).toEqual(names(slides));
    expect(narrationOf(join(slides, 'es')).map((lines) => lines.length)).toEqual(narrationOf(slides).map((lines) => lines.length));
  });

  describe.each(videos)('the $language video', ({ stem, captions, poster, slides: folder, points }) => {
    const info = infoOf(stem);

    it('describes a short video, one slide per source slide, with its captions', () => {
      expect(info.durationSeconds).toBeGreaterThan(30);
      expect(info.durationSeconds).toBeLessThan(600);
      expect(info.slides).toBe(readdirSync(folder).filter((f) => f.endsWith('.html')).length);
      expect(info.captions).toBe(captions);
    });

    it('ships a WebM (VP8/VP9 + Opus) whose header duration matches its JSON', () => {
      const webm = read(`${stem}.webm`);
      const codecs = webm.toString('latin1');
      expect(codecs).toMatch(/V_VP[89]/);
      expect(codecs).toContain('A_OPUS');
      expect(webmDurationSeconds(webm)).toBeCloseTo(info.durationSeconds, 1);
    });

    it('ships the MP4 fallback (H.264 + AAC, moov first for streaming) when it fits the budget', () => {
      if (!existsSync(join(media, `${stem}.mp4`))) return; // the generator leaves it out when over budget
      const mp4 = read(`${stem}.mp4`);
      expect(mp4TopLevelBoxes(mp4).slice(0, 2)).toEqual(['ftyp', 'moov']);
      const text = mp4.toString('latin1');
      expect(text).toContain('avc1');
      expect(text).toContain('mp4a');
      expect(Math.abs(mp4DurationSeconds(mp4) - info.durationSeconds)).toBeLessThan(0.2);
    });

    it('has a JPEG poster frame', () => {
      expect([...read(poster).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    describe('its captions (WebVTT)', () => {
      const cues = parseWebVtt(read(captions).toString('utf8'));

      it('start with the WEBVTT header', () => {
        expect(read(captions).toString('utf8')).toMatch(/^WEBVTT\r?\n/);
      });

      it('say exactly the narration written in the slide sources, in order', () => {
        expect(cues.map((c) => c.text)).toEqual(narrationOf(folder).flat());
      });

      it('have cues in time order that never overlap and are long enough to read', () => {
        let previousEnd = 0;
        for (const cue of cues) {
          expect(cue.start, cue.text).toBeGreaterThanOrEqual(previousEnd);
          expect(cue.end - cue.start, cue.text).toBeGreaterThan(0.8);
          previousEnd = cue.end;
        }
      });

      it('cover the whole video: from its start to within a second of its end', () => {
        const duration = webmDurationSeconds(read(`${stem}.webm`));
        expect(cues[0]?.start).toBeLessThan(1);
        const lastEnd = cues.at(-1)?.end ?? 0;
        expect(lastEnd).toBeLessThanOrEqual(duration + 0.05);
        expect(duration - lastEnd).toBeLessThan(1);
      });

      it('cover the required training points', () => {
        const all = cues.map((c) => c.text).join(' ').toLowerCase();
        for (const point of points) expect(all).toContain(point);
      });
    });
  });

  it("has English captions of the Spanish video: its cues at the same times, the English narration line for line", () => {
    const spanish = parseWebVtt(read('training.es.captions.vtt').toString('utf8'));
    const english = parseWebVtt(read('training.es.captions.en.vtt').toString('utf8'));
    expect(read('training.es.captions.en.vtt').toString('utf8')).toMatch(/^WEBVTT\r?\n/);
    expect(english.map((c) => [c.start, c.end])).toEqual(spanish.map((c) => [c.start, c.end]));
    expect(english.map((c) => c.text)).toEqual(narrationOf(slides).flat());
  });

  it("has Spanish captions of the English video (older versions name them) with the same cues at the same times, each one translated", () => {
    const cues = parseWebVtt(read('training.vtt').toString('utf8'));
    const spanish = parseWebVtt(read('training.es.vtt').toString('utf8'));
    expect(read('training.es.vtt').toString('utf8')).toMatch(/^WEBVTT\r?\n/);
    expect(spanish.map((c) => [c.start, c.end])).toEqual(cues.map((c) => [c.start, c.end]));
    for (const [i, cue] of spanish.entries()) {
      expect(cue.text.trim(), `cue ${i + 1}`).not.toBe('');
      expect(cue.text, `cue ${i + 1}`).not.toBe(cues[i]!.text);
    }
  });
});

describe('naloxone fact sheet (PDF)', () => {
  const pdf = read('naloxone-fact-sheet.pdf');

  it('is a one-page US Letter PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 612 792\s*\]/);
  });

  it('holds real, extractable text about giving naloxone', () => {
    const text = pdfText(pdf).toLowerCase();
    for (const words of ['naloxone', 'call 911', 'one nostril', 'press the plunger firmly', 'second dose',
      'recovery position', 'good samaritan']) {
      expect(text).toContain(words);
    }
  });
});
