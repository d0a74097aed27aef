/** The engine's namer of a language ('es' → 'Spanish'), which the web app's pages use. */
export { languageName } from '#engine/language-name.ts';
