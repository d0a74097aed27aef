// Reads a video's duration from its container header, so the tests check the files themselves and
// need no ffprobe on the machine that runs them.

/** An EBML variable-length integer at `pos`: its width and its value (marker bit kept for ids). */
function readVint(buf: Buffer, pos: number, keepMarker: boolean): { width: number; value: number } {
  const first = buf.readUInt8(pos);
  let width = 1;
  while (width <= 8 && !(first & (0x80 >> (width - 1)))) width += 1;
  if (width > 8) throw new Error(`bad EBML integer at byte ${pos}`);
  let value = keepMarker ? first : first & (0xff >> width);
  for (let i = 1; i < width; i += 1) value = value * 256 + buf.readUInt8(pos + i);
  return { width, value };
}

interface EbmlElement {
  id: number;
  start: number; // first byte of the payload
  end: number; // one past its last byte
}

function* ebmlChildren(buf: Buffer, start: number, end: number): Generator<EbmlElement> {
  let pos = start;
  while (pos < end) {
    const id = readVint(buf, pos, true);
    const size = readVint(buf, pos + id.width, false);
    const payload = pos + id.width + size.width;
    // An all-ones size means "unknown" (live streams): the element runs to its parent's end.
    const unknown = size.value === 2 ** (7 * size.width) - 1;
    const stop = unknown ? end : Math.min(end, payload + size.value);
    yield { id: id.value, start: payload, end: stop };
    pos = stop;
  }
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Duration in seconds written in a WebM/Matroska file's Segment Info. */
export function webmDurationSeconds(buf: Buffer): number {
  const top = [...ebmlChildren(buf, 0, buf.length)];
  if (top[0]?.id !== EBML_HEADER) throw new Error('not an EBML file');
  const segment = top.find((e) => e.id === SEGMENT);
  if (!segment) throw new Error('WebM without a Segment');
  for (const child of ebmlChildren(buf, segment.start, segment.end)) {
    if (child.id !== INFO) continue;
    let scaleNs = 1_000_000;
    let ticks: number | undefined;
    for (const field of ebmlChildren(buf, child.start, child.end)) {
      const length = field.end - field.start;
      if (field.id === TIMECODE_SCALE) scaleNs = buf.readUIntBE(field.start, length);
      if (field.id === DURATION) ticks = length === 4 ? buf.readFloatBE(field.start) : buf.readDoubleBE(field.start);
    }
    if (ticks === undefined) throw new Error('WebM Info has no Duration');
    return (ticks * scaleNs) / 1e9;
  }
  throw new Error('WebM without an Info element');
}

interface Mp4Box {
  type: string;
  start: number; // first byte of the payload
  end: number;
}

function* mp4Boxes(buf: Buffer, start: number, end: number): Generator<Mp4Box> {
  let pos = start;
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header) throw new Error(`bad MP4 box size at byte ${pos}`);
    yield { type, start: pos + header, end: Math.min(end, pos + size) };
    pos += size;
  }
}

/** Duration in seconds from an MP4's movie header (moov/mvhd). */
export function mp4DurationSeconds(buf: Buffer): number {
  const moov = [...mp4Boxes(buf, 0, buf.length)].find((b) => b.type === 'moov');
  if (!moov) throw new Error('MP4 without a moov box');
  const mvhd = [...mp4Boxes(buf, moov.start, moov.end)].find((b) => b.type === 'mvhd');
  if (!mvhd) throw new Error('MP4 without an mvhd box');
  const version = buf.readUInt8(mvhd.start);
  if (version === 1) {
    const timescale = buf.readUInt32BE(mvhd.start + 20);
    return Number(buf.readBigUInt64BE(mvhd.start + 24)) / timescale;
  }
  const timescale = buf.readUInt32BE(mvhd.start + 12);
  return buf.readUInt32BE(mvhd.start + 16) / timescale;
}

/** The four-character box types at the top of an MP4 file, in order. */
export function mp4TopLevelBoxes(buf: Buffer): string[] {
  return [...mp4Boxes(buf, 0, buf.length)].map((b) => b.type);
}
