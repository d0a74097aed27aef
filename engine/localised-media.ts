/**
 * A medium in the reader's language (decision 057): a video names its default file (spoken in the flow's first
 * locale) and, under `localised`, each other locale's own file or an explicit `sameAsDefault`. The view, the
 * server's watch time and the flow check all read a medium through here.
 */
import type { Flow, Media } from '#schemas/generated/flow.ts';
import type { Problem } from './problem.ts';

/** The parts of a medium that change with the language; the title is a LocalText of its own and stays. */
export type MediaFile = Pick<Media, 'src' | 'mimeType' | 'durationSeconds' | 'poster' | 'fallbacks' | 'captions'>;

/**
 * mediaFor(media, 'es') → the Spanish file and its settings when the medium has its own Spanish one; else the
 * default's (for `sameAsDefault`, a locale that is not listed, or a medium without `localised`).
 */
export function mediaFor(media: Media, locale: string): MediaFile {
  const own = media.localised?.[locale];
  if (own?.src === undefined) return media;
  const { src, mimeType, durationSeconds, poster, fallbacks, captions } = own;
  return { src, mimeType, durationSeconds, poster, fallbacks, captions };
}

/**
 * The problems of a medium's `localised` block (`at` is the media's pointer): a locale the flow does not have or
 * its default locale (which `src` already speaks), a locale of the flow left out, an entry that is both its own
 * file and `sameAsDefault` or neither, a video without its own captions or without its own length when the default
 * has one (the server would not time the step in that language).
 */
export function localisedMediaProblems(flow: Pick<Flow, 'locales'>, media: Media, at: string): Problem[] {
  const localised = media.localised;
  if (!localised) return [];
  const problems: Problem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer: `${at}/localised${pointer}`, message });
  const [defaultLocale, ...others] = flow.locales;
  for (const [locale, entry] of Object.entries(localised)) {
    const here = `/${locale}`;
    if (locale === defaultLocale) add(here, `'${locale}' is the flow's default locale: \`src\` is its file`);
    else if (!flow.locales.includes(locale)) add(here, `the flow has no locale '${locale}'`);
    const { sameAsDefault, ...own } = entry;
    if (sameAsDefault) {
      if (Object.keys(own).length > 0) add(here, '`sameAsDefault` shows the default file: this entry has nothing else');
      continue;
    }
    if (own.src === undefined) {
      add(here, `give '${locale}' its own \`src\`, or \`sameAsDefault: true\` to show the default on purpose`);
      continue;
    }
    if (media.kind === 'video' && (own.captions?.length ?? 0) === 0) add(`${here}/captions`, 'a video needs at least one captions track');
    if (media.durationSeconds !== undefined && own.durationSeconds === undefined) {
      add(here, 'the default declares its length, so this video declares its own (the server times the step by it)');
    }
  }
  for (const locale of others) {
    if (!(locale in localised)) add('', `the flow is written in '${locale}' too: give it its own file, or \`sameAsDefault: true\``);
  }
  return problems;
}
