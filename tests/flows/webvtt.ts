// A strict reader for the WebVTT we generate: header, NOTE blocks, cues with optional identifiers.
// It throws on anything a browser's parser would drop, so a broken caption file fails the test.

export interface Cue {
  id?: string;
  start: number; // seconds
  end: number;
  text: string;
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Seconds in a WebVTT timestamp: `parseTimestamp('01:02.500')` is 62.5. */
export function parseTimestamp(value: string): number {
  const m = TIMESTAMP.exec(value);
  if (!m) throw new Error(`bad WebVTT timestamp "${value}"`);
  const [, h = '0', min = '0', s = '0', ms = '0'] = m;
  return Number(h) * 3600 + Number(min) * 60 + Number(s) + Number(ms) / 1000;
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');
}

/** The cues of a WebVTT file, in file order, with entities decoded. */
export function parseWebVtt(source: string): Cue[] {
  const blocks = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const header = blocks.shift() ?? '';
  if (!/^WEBVTT(?:[ \t][^\n]*)?$/.test(header.split('\n')[0] ?? '')) {
    throw new Error('a WebVTT file must start with a "WEBVTT" line');
  }
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line, i, all) => line !== '' || i < all.length - 1);
    if (lines.length === 0 || /^NOTE(?:[ \t]|$)/.test(lines[0] ?? '')) continue;
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) throw new Error(`not a cue: "${block}"`);
    const timing = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/.exec(lines[timingAt] ?? '');
    if (!timing) throw new Error(`bad cue timing line "${lines[timingAt]}"`);
    const text = lines.slice(timingAt + 1).join('\n');
    if (text.includes('-->')) throw new Error(`cue text may not contain "-->": "${text}"`);
    cues.push({
      ...(timingAt === 1 ? { id: lines[0] } : {}),
      start: parseTimestamp(timing[1] ?? ''),
      end: parseTimestamp(timing[2] ?? ''),
      text: unescape(text),
    });
  }
  return cues;
}
