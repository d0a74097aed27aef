import { useEffect, useRef } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { css } from '../static/form-classes.ts';
import { focusField } from './guarded-submit.tsx';

/** One problem in the summary: the id of its field, and the words of its link. */
export interface SummaryEntry {
  id: string;
  text: string;
}

/**
 * summaryText('Zip', 'Invalid Zip') === 'Invalid Zip'; summaryText('Fax', 'Invalid Phone Format') === 'Fax: Invalid
 * Phone Format': a message that does not name its field is given the field's name, so the summary reads on its own.
 */
export function summaryText(label: string, message: string): string {
  return message.includes(label) ? message : `${label}: ${message}`;
}

export interface ErrorSummaryProps {
  /** what is wrong, field by field: each entry is a link that moves focus to its field */
  errors: readonly SummaryEntry[];
  /** a problem of no one field (the server refused the form, the network failed) */
  general?: string;
  /** how many times the person has tried to continue: focus moves to the summary on each try that found a problem */
  attempt: number;
}

/**
 * GOV.UK's error summary: shown at the top of a form only once the person has tried to continue, titled "There is a
 * problem", listing each problem as a link to its field, and taking focus (so it is read out, and on a phone scrolled
 * into view). The same messages stand beside the fields.
 */
export function ErrorSummary({ errors, general, attempt }: ErrorSummaryProps) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0 || Boolean(general);
  useEffect(() => {
    if (attempt === 0 || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView?.({ block: 'start' });
    // Only a new attempt moves focus, not a problem fixed while typing.
  }, [attempt]);
  if (!shown) return null;
  return (
    <div ref={box} tabIndex={-1} className={css.errorSummary}>
      <div role="alert">
        <h2 className={css.errorSummaryTitle}>
          {t('common.errorSummaryTitle')}
        </h2>
        {general && <p className={css.errorSummaryText}>{general}</p>}
        {errors.length > 0 && (
          <ul className={css.errorSummaryList}>
            {errors.map((error) => (
              <li key={error.id}>
                <a
                  href={`#${error.id}`}
                  className={css.errorSummaryLink}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(error.id);
                  }}
                >
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
