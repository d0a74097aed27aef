import { createHash, randomBytes } from 'node:crypto';

/** The pages the kit-expiry email links to (web/features/kit-reminder), each with its token, in the email's language. */
export const KIT_REMINDER_PAGES = { replace: '/kit-reminder', unsubscribe: '/kit-reminder/stop' } as const;

/** How long after the kit expires its new-kit link still works. */
export const REPLACE_LINK_DAYS_AFTER_EXPIRY = 90;

/** The stored form of a token: its SHA-256 (a database read gives no working link). */
export const kitTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random token (256 bits, URL-safe). */
export const newKitToken = () => randomBytes(32).toString('base64url');

/**
 * The address a mail app posts to when its own Unsubscribe button is pressed (RFC 8058's one-click unsubscribe, in the
 * email's List-Unsubscribe header): the API's, which takes that one form field.
 */
export function oneClickUnsubscribeUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin}/api/kit-reminders/one-click?link=${token}`;
}

/** kitReminderUrl('https://p.org', 'replace', 'abc', 'es') === 'https://p.org/kit-reminder?link=abc&lang=es' */
export function kitReminderUrl(publicOrigin: string, page: keyof typeof KIT_REMINDER_PAGES, token: string, language: string): string {
  return `${publicOrigin}${KIT_REMINDER_PAGES[page]}?link=${token}${language === 'en' ? '' : `&lang=${language}`}`;
}
