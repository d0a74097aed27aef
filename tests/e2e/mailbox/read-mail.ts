import { expect, test } from '@playwright/test';
import type { ReadMessage } from './mime.ts';

/**
 * The newest email to `address` whose text matches, as its reader gets it (sent through SMTP to the tests' mailbox:
 * the portal sends its outbox every few seconds).
 */
export async function mailTo(address: string, matching: RegExp): Promise<ReadMessage> {
  // The mailbox of the portal this spec runs on (playwright.config.ts).
  const { mailbox } = test.info().project.metadata as { mailbox: string };
  let found: ReadMessage | undefined;
  await expect.poll(async () => {
    const messages = (await (await fetch(`${mailbox}/messages`)).json()) as ReadMessage[];
    found = messages.filter((m) => m.to.includes(address) && matching.test(m.text)).at(-1);
    return found !== undefined;
  }, { message: `an email to ${address} matching ${matching}`, timeout: 30_000, intervals: [500] }).toBe(true);
  return found!;
}

/** The first capture of `pattern` in the newest email to `address` that has it: an account link, an invite code. */
export async function fromMail(address: string, pattern: RegExp): Promise<string> {
  return pattern.exec((await mailTo(address, pattern)).text)![1]!;
}
