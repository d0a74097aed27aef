/**
 * Just enough MIME to read what the portal sends (nodemailer's output): the subject and the plain text, whether the
 * message is one part or text and HTML alternatives, in 7bit, quoted-printable or base64.
 */
export interface ReadMessage {
  to: string[];
  subject: string;
  text: string;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const bytes = (encoding ?? '').toLowerCase() === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : (encoding ?? '').toLowerCase() === 'quoted-printable'
      ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
      : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n').trimEnd();
}

/** '=?UTF-8?Q?Su_pedido?=' → 'Su pedido'. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_m, kind: string, text: string) => kind.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_n, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
}

/** The plain text of a message (its text/plain part when it has alternatives). */
function plainText(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return decodeBody(body, headers['content-transfer-encoding']);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const inner = split(part.replace(/^\r?\n/, ''));
    const innerType = inner.headers['content-type'] ?? 'text/plain';
    if (innerType.toLowerCase().startsWith('multipart/')) return plainText(inner.headers, inner.body);
    if (innerType.toLowerCase().startsWith('text/plain')) return decodeBody(inner.body, inner.headers['content-transfer-encoding']);
  }
  return '';
}

export function readMessage(raw: string, to: string[]): ReadMessage {
  const { headers, body } = split(raw);
  return { to, subject: decodeWords(headers.subject ?? ''), text: plainText(headers, body) };
}
