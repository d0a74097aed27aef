// Just enough PDF reading to check a generated fact sheet: its pages and the text a reader can select.
// Handles what Chromium (Skia) writes: plain objects, Flate streams, Type0 fonts with ToUnicode maps.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1'); // one char per byte, so string offsets are byte offsets
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) throw new Error(`object ${m[1]} has no endobj`);
    const body = text.slice(start, end);
    header.lastIndex = end;
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + (body.slice(streamAt).startsWith('stream\r\n') ? 8 : 7);
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const dataEnd = length ? dataStart + Number(length[1]) : start + body.lastIndexOf('endstream');
    const raw = pdf.subarray(dataStart, dataEnd);
    objects.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

/** Number of page objects (`/Type /Page`, not `/Pages`) in the file. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** A ToUnicode CMap as code (hex) -> text. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((pair[1] ?? '').toUpperCase(), utf16(pair[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [, lo = '', hi = '', dst = ''] = range;
      const base = parseInt(dst, 16);
      for (let code = parseInt(lo, 16); code <= parseInt(hi, 16); code += 1) {
        const key = code.toString(16).toUpperCase().padStart(lo.length, '0');
        map.set(key, String.fromCodePoint(base + code - parseInt(lo, 16)));
      }
    }
  }
  return map;
}

/** The text of every page, one line per text object (BT…ET), decoded through the fonts' ToUnicode maps. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type\s*\/Page(?![a-zA-Z])/.test(page.dict)) continue;
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name = '', ref = ''] of fontDict.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
      fonts.set(name, cmap ? parseToUnicode(cmap.toString('latin1')) : new Map());
    }
    const contentRefs = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    for (const [, ref] of contentRefs.matchAll(/(\d+) 0 R/g)) {
      const content = objects.get(Number(ref))?.stream?.toString('latin1') ?? '';
      for (const [, block = ''] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
        let font = new Map<string, string>();
        let line = '';
        for (const [, fontName, hex] of block.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>/g)) {
          if (fontName) font = fonts.get(fontName) ?? new Map();
          const codes = (hex ?? '').replace(/\s/g, '').toUpperCase().match(/.{4}/g) ?? [];
          line += codes.map((c) => font.get(c) ?? '').join('');
        }
        if (line) lines.push(line);
      }
    }
  }
  // NFKC spells out ligature glyphs (ﬁ), as a reader copying the text would expect.
  return lines.join('\n').normalize('NFKC');
}
