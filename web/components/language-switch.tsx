import { switchLanguage } from '#web/i18n/i18n.ts';
import { LANGUAGES } from '#web/i18n/languages.ts';
import { useT } from '#web/i18n/use-t.ts';
import { LANGUAGE_CHOICE_PARAMETER } from '#schemas/language-cookie.ts';
import { css } from './static/classes.ts';

/**
 * The public header's language switch (English / Español): one button naming the other language in that language
 * ('Español' while the page is English), so a reader finds it in words they read. The choice is remembered. The
 * button sends a form to the page's own address (`?language=es`): without JavaScript the server keeps the choice and
 * shows the page again in it (decision 082); with it, the app switches at once and nothing is sent.
 */
export function LanguageSwitch() {
  const { language } = useT();
  const other = LANGUAGES.find((l) => l.code !== language);
  if (!other) return null;
  return (
    <form method="get" className={css.inlineForm} onSubmit={(event) => {
      event.preventDefault();
      void switchLanguage(other.code);
    }}>
      <button type="submit" name={LANGUAGE_CHOICE_PARAMETER} value={other.code} className={css.headerButton} lang={other.code}>
        {other.name}
      </button>
    </form>
  );
}
