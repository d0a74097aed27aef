import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';
import { REVERSAL_REPORT_ADDRESS } from '#schemas/reversal-report.ts';

const WORDS: Readonly<Record<Language, string>> = {
  en: 'Used naloxone? Tell us what happened, without your name, and order a replacement kit:',
  es: '¿Usó naloxona? Cuéntenos qué pasó, sin dar su nombre, y pida un kit de reemplazo:',
};

/**
 * The line of the order emails pointing at the overdose-reversal report (docs/product.md#the-overdose-reversal-report),
 * in the email's language, its link opening the report in that language.
 */
export function reversalReportLink(publicOrigin: string, locale: string | null | undefined): { words: string; url: string } {
  const language = languageOf(locale);
  const url = `${publicOrigin}/${REVERSAL_REPORT_ADDRESS}${language === 'en' ? '' : `?lang=${language}`}`;
  return { words: WORDS[language], url };
}
