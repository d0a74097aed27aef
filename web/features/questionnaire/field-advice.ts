import type { MessageKey } from '#web/i18n/catalogue.ts';
import { t } from '#web/i18n/i18n.ts';
/*
 * What to do, shown next to the exact texts of the rules (docs/product.md#rules-of-an-order: 'Invalid Zip', 'Invalid Phone Format', 'Invalid
 * Email', 'Invalid date'), which say what is wrong but not how to put it right.
 */
const ADVICE: Readonly<Record<string, MessageKey>> = {
  invalidZip: 'questionnaire.adviceZip',
  invalidPhone: 'questionnaire.advicePhone',
  invalidEmail: 'questionnaire.adviceEmail',
  invalidDate: 'questionnaire.adviceDate',
};

/** withAdvice('invalidZip', 'Invalid Zip') === 'Invalid Zip — Enter a 5-digit ZIP code, like 80202 (…).' */
export function withAdvice(code: string, message: string): string {
  const advice = ADVICE[code];
  return advice ? `${message} — ${t(advice)}` : message;
}
