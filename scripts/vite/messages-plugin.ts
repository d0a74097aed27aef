import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The app's catalogues (messages/en.json) and the privacy statement's own (messages/privacy/en.json, loaded with the
 * page). The captcha's (messages/captcha/) are not compiled: the widget takes its words as plain text.
 */
const CATALOGUE = /[\\/]web[\\/]i18n[\\/]messages[\\/](?:privacy[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles the app's message catalogues (web/i18n/messages/<language>.json, and the privacy statement's in
 * web/i18n/messages/privacy/<language>.json; ICU MessageFormat) to their syntax trees
 * when they are loaded, so the browser gets JSON it formats at once and never downloads the ICU parser (the bundle
 * aliases it away). A message that does not parse fails the build with its key.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'portal:compiled-messages',
    enforce: 'pre',
    load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          throw new Error(`${id}: the message '${key}' is not valid ICU MessageFormat (${(error as Error).message})`, { cause: error });
        }
      }
      return JSON.stringify(compiled);
    },
  };
}

/** The ICU parser's module replaced by its no-parser build in the bundle: messages arrive compiled. */
export const withoutMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };
