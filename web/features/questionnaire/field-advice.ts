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

/** Those texts, in English and Spanish (consumer v1–v3). A flow whose own message already says what to do gets no advice. */
const TERSE: ReadonlySet<string> = new Set([
  'Invalid Zip', 'Invalid Phone Format', 'Invalid Email', 'Invalid date',
  'Código postal no válido', 'Formato de teléfono no válido', 'Correo electrónico no válido', 'Fecha no válida',
]);

/**
 * withAdvice('invalidZip', 'Invalid Zip') === 'Invalid Zip — Enter a 5-digit ZIP code, like 80202 (…).';
 * withAdvice('invalidZip', 'Enter a ZIP code with 5 digits, like 80202') is that message alone.
 */
export function withAdvice(code: string, message: string): string {
  const advice = ADVICE[code];
  return advice && TERSE.has(message) ? `${message} — ${t(advice)}` : message;
}
