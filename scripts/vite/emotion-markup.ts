import { PublishedCodeChanged } from './published-code.ts';

/**
 * A style Emotion wrote while React rendered on the server: `<style data-emotion="css 19zwwf0">…</style>` before the
 * element it styles, or `css-global …` for the provider's global styles. `names` are the hashes of the rules inside;
 * an element's class for a rule is `css-<hash>`.
 */
export interface EmotionStyle {
  global: boolean;
  names: string;
  css: string;
}

/** What the server rendering of Chakra's provider and elements is read for: every `<style>` element, whatever it holds. */
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;
/** The only attribute Emotion's server rendering gives its style elements, with the cache key Chakra uses (`css`). */
const EMOTION = /^ data-emotion="css(-global)? ([^"]+)"$/;

/**
 * Every style element in the markup, as Emotion's server rendering writes it (decision 049). A style element of any
 * other shape (another cache key, another attribute, a nonce) means Emotion or Chakra changed how styles reach the
 * markup, and the build would lose those rules: it fails instead, showing the element.
 */
export function emotionStyles(markup: string): EmotionStyle[] {
  return [...markup.matchAll(STYLE)].map(([element, attributes = '', css = '']) => {
    const emotion = EMOTION.exec(attributes);
    if (!emotion) {
      const tag = element.slice(0, element.indexOf('>') + 1);
      throw new PublishedCodeChanged(
        `Emotion's server rendering wrote a style element the build does not read (${tag}): expected <style data-emotion="css …"> or "css-global …" (scripts/vite/emotion-markup.ts)`,
      );
    }
    return { global: emotion[1] !== undefined, names: emotion[2]!, css };
  });
}

/** The markup without its style elements: the elements themselves. */
export function withoutStyles(markup: string): string {
  return markup.replace(STYLE, '');
}

/** The Emotion classes in a class attribute's value (`chakra-button css-tjtpa6` → `css-tjtpa6`). */
export function emotionClasses(classNames: string): string[] {
  return classNames.split(/\s+/).filter((name) => name.startsWith('css-'));
}
