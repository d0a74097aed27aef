// Checks the committed training media (made by scripts/media/generate-training-media.sh) as a browser and a
// reader would meet them: playable containers, captions that match the narration and cover the video, a
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
const info = JSON.parse(read('training.json').toString('utf8')) as { durationSeconds: number; slides: number };

describe('consumer training media', () => {
  it('has every file the flow serves, within the size budget together', () => {
    for (const name of ['training.webm', 'training.vtt', 'training.json', 'training-poster.jpg', 'naloxone-fact-sheet.pdf']) {
      expect(existsSync(join(media, name)), name).toBe(true);
      expect(statSync(join(media, name)).size, name).toBeGreaterThan(0);
    }
    const total = readdirSync(media).reduce((sum, name) => sum + statSync(join(media, name)).size, 0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  // Every version, so that a new one cannot drop the length and let a video be 'watched' at once.
  const versions = readdirSync(join(root, 'flows/consumer')).filter((name) => /^v\d+\.json$/.test(name));
  it.each(versions)('%s declares the video length the server times the training step by (decision 011)', (version) => {
    const flow = JSON.parse(readFileSync(join(root, 'flows/consumer', version), 'utf8')) as { steps: { questions: { type: string; media?: { durationSeconds?: number } }[] }[] };
    const videos = flow.steps.flatMap((s) => s.questions).filter((q) => q.type === 'VIDEO');
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video.media?.durationSeconds).toBeCloseTo(info.durationSeconds, 2);
  });

  it('describes a short video, one slide per source slide', () => {
    expect(info.durationSeconds).toBeGreaterThan(30);
    expect(info.durationSeconds).toBeLessThan(600);
    expect(info.slides).toBe(readdirSync(slides).filter((f) => f.endsWith('.html')).length);
  });

  it('ships a WebM (VP8/VP9 + Opus) whose header duration matches training.json', () => {
    const webm = read('training.webm');
    const codecs = webm.toString('latin1');
    expect(codecs).toMatch(/V_VP[89]/);
    expect(codecs).toContain('A_OPUS');
    expect(webmDurationSeconds(webm)).toBeCloseTo(info.durationSeconds, 1);
  });

  it('ships the MP4 fallback (H.264 + AAC, moov first for streaming) when it fits the budget', () => {
    if (!existsSync(join(media, 'training.mp4'))) return; // the generator leaves it out when over budget
    const mp4 = read('training.mp4');
    expect(mp4TopLevelBoxes(mp4).slice(0, 2)).toEqual(['ftyp', 'moov']);
    const text = mp4.toString('latin1');
    expect(text).toContain('avc1');
    expect(text).toContain('mp4a');
    expect(Math.abs(mp4DurationSeconds(mp4) - info.durationSeconds)).toBeLessThan(0.2);
  });

  it('has a JPEG poster frame', () => {
    const poster = read('training-poster.jpg');
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('training captions (WebVTT)', () => {
  const cues = parseWebVtt(read('training.vtt').toString('utf8'));

  it('starts with the WEBVTT header', () => {
    expect(read('training.vtt').toString('utf8')).toMatch(/^WEBVTT\r?\n/);
  });

  it('says exactly the narration written in the slide sources, in order', () => {
    const narration = readdirSync(slides)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .flatMap((f) => readFileSync(join(slides, f), 'utf8').split('\n'))
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(cues.map((c) => c.text)).toEqual(narration);
  });

  it('has cues in time order that never overlap and are long enough to read', () => {
    let previousEnd = 0;
    for (const cue of cues) {
      expect(cue.start, cue.text).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end - cue.start, cue.text).toBeGreaterThan(0.8);
      previousEnd = cue.end;
    }
  });

  it('has a Spanish translation with the same cues at the same times, each one translated', () => {
    const spanish = parseWebVtt(read('training.es.vtt').toString('utf8'));
    expect(read('training.es.vtt').toString('utf8')).toMatch(/^WEBVTT\r?\n/);
    expect(spanish.map((c) => [c.start, c.end])).toEqual(cues.map((c) => [c.start, c.end]));
    for (const [i, cue] of spanish.entries()) {
      expect(cue.text.trim(), `cue ${i + 1}`).not.toBe('');
      expect(cue.text, `cue ${i + 1}`).not.toBe(cues[i]!.text);
    }
  });

  it('covers the whole video: from its start to within a second of its end', () => {
    const duration = webmDurationSeconds(read('training.webm'));
    expect(cues[0]?.start).toBeLessThan(1);
    const lastEnd = cues.at(-1)?.end ?? 0;
    expect(lastEnd).toBeLessThanOrEqual(duration + 0.05);
    expect(duration - lastEnd).toBeLessThan(1);
  });

  it('covers the required training points', () => {
    const all = cues.map((c) => c.text).join(' ').toLowerCase();
    for (const point of ['breathing', 'blue or grey', 'pinpoint', 'snoring', '911', 'nostril', 'plunger',
      'rescue breaths', 'recovery position', 'second dose', 'other nostril', 'until help arrives', 'good samaritan']) {
      expect(all).toContain(point);
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
