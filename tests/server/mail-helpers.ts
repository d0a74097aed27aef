import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailLog } from '#server/mail/dispatcher.ts';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (on a free port unless given one); `reject` makes it refuse every recipient with a 550. */
export async function startSmtp(reject = false, port = 0): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${address.port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message's text as its reader sees it: quoted-printable soft breaks joined and escapes decoded. */
export function readableText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A mail log that keeps its lines, for what the dispatcher says. */
export function memoryLog(): MailLog & { lines: { level: string; msg: string; obj: object }[] } {
  const lines: { level: string; msg: string; obj: object }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
}
