/**
 * The cookie that keeps a reader's language choice (decision 082): set by the header's switch, in the browser
 * (web/i18n/language-preference.ts) or, without JavaScript, by the server answering the switch's form
 * (server/plugins/server-render.ts), and read by the server to render a page in that language. Its value is the
 * language's two letters, nothing else.
 */
export const LANGUAGE_COOKIE = 'portal.language';

/** A year: the choice is remembered like the one in localStorage, until the person changes it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter the switch's form sends without JavaScript (`?lang=` is a one-off that is not remembered). */
export const LANGUAGE_CHOICE_PARAMETER = 'language';
