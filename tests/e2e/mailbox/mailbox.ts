import { createServer } from 'node:http';
import { startSmtp } from '../../server/mail-helpers.ts';
import { readMessage } from './mime.ts';

/*
 * The end-to-end tests' mailbox: the portal under test sends its emails here over SMTP (SMTP_URL), and the tests read
 * them as the person they were written to would, at GET /messages. The outbox keeps sign-in links and codes sealed
 * (decision 041), so a test that follows one reads it here. Started by playwright.config.ts.
 */
const smtp = await startSmtp(false, Number(process.env.MAILBOX_SMTP_PORT));
const http = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? smtp.received.map((m) => readMessage(m.raw, m.to)) : { ok: true }));
});
http.listen(Number(process.env.MAILBOX_HTTP_PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { void smtp.close().then(() => http.close(() => process.exit(0))); });
