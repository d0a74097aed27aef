import { switchLanguage } from '#web/i18n/i18n.ts';
import { LANGUAGES } from '#web/i18n/languages.ts';
import { useT } from '#web/i18n/use-t.ts';
import { css } from './static/classes.ts';

/**
 * The public header's language switch (English / Español): one button naming the other language in that language
 * ('Español' while the page is English), so a reader finds it in words they read. The choice is remembered.
 */
export function LanguageSwitch() {
  const { language } = useT();
  const other = LANGUAGES.find((l) => l.code !== language);
  if (!other) return null;
  return (
    <button type="button" className={css.headerButton} lang={other.code} onClick={() => void switchLanguage(other.code)}>
      {other.name}
    </button>
  );
}
