/* eslint-disable */
/**
 * Generated from schemas/language.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A language the portal speaks to consumers, as an ISO 639-1 code: English (the default) and Spanish. The one list: the web app's catalogues (web/i18n/messages/<language>.json), the words of the order confirmation and of the emails, and a flow's locales use these codes.
 */
export type Language = 'en' | 'es';
