import { useEffect, useRef } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { focusField, type PendingField } from './guarded-submit.tsx';
import { css } from '../static/form-classes.ts';

/** A label that ends as a sentence does (a question, an instruction): the message follows it as a sentence of its own. */
const SENTENCE_END = /[.?!…:]$/;

/**
 * summaryText('Fax', 'Invalid Phone Format') === 'Fax: Invalid Phone Format'; summaryText('Zip', 'Invalid Zip') ===
 * 'Invalid Zip'; summaryText('Is it yours?', 'Select Yes or No') === 'Is it yours? Select Yes or No';
 * summaryText('Watch this short video.', 'You can continue in 12 seconds.') === 'Watch this short video. You can
 * continue in 12 seconds.': a message that does not name its field is given the field's name (a label that ends as a
 * sentence keeps its own mark, with no colon after it), one that does is not given it twice.
 */
export function summaryText(label: string, message: string): string {
  if (message.includes(label)) return message;
  return SENTENCE_END.test(label) ? `${label} ${message}` : `${label}: ${message}`;
}

/**
 * GOV.UK's error summary: shown at the top of a form once a person has tried to continue, titled 'There is a
 * problem', with a link to each field that needs an answer (the same message is shown beside the field). It takes
 * focus each time `focusKey` changes (each press of the form's button), so a screen reader reads it at once. Loaded
 * lazily by the questionnaire: nobody needs it before pressing Next. `general` is a problem of no one field (the
 * server refused the form, the network failed).
 */
export default function ErrorSummary({ errors, focusKey, general }: { errors: readonly PendingField[]; focusKey: number; general?: string }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  if (errors.length === 0 && !general) return null;
  return (
    <div ref={ref} tabIndex={-1} className={css.errorSummary} aria-labelledby="error-summary-title" role="alert">
      <h2 id="error-summary-title" className={css.errorSummaryTitle}>
        {t('common.errorSummaryTitle')}
      </h2>
      {general && <p className={css.text}>{general}</p>}
      <ul className={css.errorSummaryList}>
        {errors.map((field) => (
          <li key={field.id}>
            <a
              href={`#${field.id}`}
              className={css.errorSummaryLink}
              onClick={(event) => {
                event.preventDefault();
                focusField(field.id);
              }}
            >
              {summaryText(field.label, field.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
