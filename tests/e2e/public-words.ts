import en from '#web/i18n/messages/en.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { LANGUAGES } from '#web/i18n/languages.ts';
import { flowFiles, flowIdPattern } from './flow-ids.ts';

/*
 * Words people should not read on a public page (docs/product.md#public-pages): one definition, which the Spanish
 * journey and the check of every public page and step both use.
 */

/** Words of the app's and the flow's English chrome that must never show on a Spanish page. */
export const ENGLISH_ON_SPANISH_PAGE = ['Next', 'Step ', 'Skip to main content', 'Menu', 'Privacy Statement', 'Terms of Use', 'required', 'Loading', 'Go to Home Page', 'Questionnaire progress', 'nasal spray', 'Thank you', 'What happens next', 'Track my order', 'order number', 'Before you start'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English the catalogues hold, as whole texts a Spanish page must not show: every message of the app's catalogue
 * and every text of the questionnaire's versions whose Spanish is different, without placeholders.
 */
export const CATALOGUE_ENGLISH: readonly string[] = (() => {
  const texts = new Set<string>();
  const spanish = es as Record<string, string>;
  for (const [key, message] of Object.entries(en as Record<string, string>)) if (message !== spanish[key]) texts.add(message);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const text = node as Record<string, unknown>;
      if (typeof text.en === 'string' && typeof text.es === 'string') {
        if (text.en !== text.es) texts.add(text.en);
      } else Object.values(text).forEach(walk);
    }
  };
  flowFiles().forEach(walk);
  // The language switch names each language in itself ('English' on a Spanish page), by design.
  const ownNames = new Set(LANGUAGES.map((l) => l.name));
  return [...texts].filter((text) => !/[{}<]/.test(text) && text.trim().length >= 4 && !ownNames.has(text));
})();

/** A text as a whole word or words: 'Next' is found in 'Next step', not in 'Nextel'. */
const asWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');
const CATALOGUE_ENGLISH_WORDS = CATALOGUE_ENGLISH.map((text) => ({ text, pattern: asWords(text) }));

const INTERNAL_IDS = flowIdPattern();

/** Where "MRN" is explained: the words for an order number in each language, beside it. */
const ORDER_NUMBER = { en: /order number/i, es: /número de pedido/i };

/**
 * What on a page's text people should not read, each named with the words found:
 * a placeholder host, a UUID, an ISO date, an internal id (the flow's, or any snake_case word), "MRN" without the
 * words for an order number within 40 characters, and on a Spanish page the app's English chrome and any English
 * text of the catalogues (the app's and the questionnaire's).
 */
export function unreadableWords(text: string, language: 'en' | 'es'): string[] {
  const found: string[] = [];
  const each = (what: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) found.push(`${what} '${match[0]}'`);
  };
  // (name@example.com in an email field's hint is GOV.UK's own example of an address, not a link to a placeholder)
  each('a placeholder address', /\b[\w.-]*example\.org\b/gi);
  each('a UUID', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi);
  each('an ISO date', /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g);
  each('an internal id', INTERNAL_IDS);
  each('an internal id', /\b[a-z]+(?:_[a-z0-9]+)+\b/g);
  for (const match of text.matchAll(/\bMRN\b/g)) {
    const around = text.slice(Math.max(0, match.index - 40), match.index + 43);
    if (!ORDER_NUMBER[language].test(around)) found.push(`"MRN" without its explanation: '${around.replace(/\s+/g, ' ').trim()}'`);
  }
  if (language === 'es') {
    for (const word of ENGLISH_ON_SPANISH_PAGE) if (text.includes(word)) found.push(`English on a Spanish page '${word}'`);
    for (const english of CATALOGUE_ENGLISH_WORDS) if (english.pattern.test(text)) found.push(`English of the catalogues on a Spanish page '${english.text}'`);
  }
  return found;
}
