import { memo, useState, type FocusEvent } from 'react';
import { FieldError, FieldHint, FieldLabel } from '#web/components/form/field-parts.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { datePartField } from '#engine/answer-form-fields.ts';
import type { QuestionProps } from '../question-props.ts';
import { datePartsOf, dateValueOf, type DateParts } from '#engine/date-parts.ts';
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { useT } from '#web/i18n/use-t.ts';

const PARTS = [
  { key: 'month', label: 'questionnaire.dateMonth', width: '4.5rem', maxLength: 2, autoComplete: 'bday-month' },
  { key: 'day', label: 'questionnaire.dateDay', width: '4.5rem', maxLength: 2, autoComplete: 'bday-day' },
  { key: 'year', label: 'questionnaire.dateYear', width: '6.5rem', maxLength: 4, autoComplete: 'bday-year' },
] as const satisfies readonly { key: string; label: MessageKey; width: string; maxLength: number; autoComplete: string }[];

/**
 * A date (LOCAL_DATE) asked the way Americans write it: Month, Day and Year in three boxes (GOV.UK's memorable-date
 * pattern), sent as YYYY-MM-DD and checked as docs/product.md#rules-of-an-order says (a real date, not in the future, year above 1800). The
 * Month box carries the question's id, so links to the question land on it.
 */
export const DateQuestion = memo(function DateQuestion({ question: q, answer, error, onChange, onBlur }: QuestionProps) {
  const { t } = useT();
  const given = typeof answer?.value === 'string' ? answer.value : '';
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(given));
  // An answer set from outside the boxes (what was typed into the server's page before the app took it over,
  // decision 085): the boxes show it.
  if (given !== dateValueOf(parts)) setParts(datePartsOf(given));
  const hint = q.comment ?? t('questionnaire.dateExample');
  const change = (key: keyof DateParts, text: string) => {
    const next = { ...parts, [key]: text.replace(/\D/g, '').slice(0, key === 'year' ? 4 : 2) };
    setParts(next);
    onChange(q.id, { value: dateValueOf(next) });
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(q.id);
  };
  return (
    <fieldset
      id={`${q.id}-group`}
      className={css.questionGroup}
      aria-describedby={[`${q.id}-hint`, error ? `${q.id}-error` : ''].filter(Boolean).join(' ')}
      onBlur={leave}
    >
      <legend className={css.dateLegend}>
        <FieldLabel required={q.mandatory}>{q.question}</FieldLabel>
      </legend>
      <FieldHint id={q.id}>{hint}</FieldHint>
      <div className={css.dateParts}>
        {PARTS.map((part) => {
          const id = part.key === 'month' ? q.id : `${q.id}-${part.key}`;
          return (
            <div key={part.key}>
              <label htmlFor={id} className={css.datePartLabel}>
                {t(part.label)}
              </label>
              <input
                id={id}
                name={datePartField(q.id, part.key)}
                className={css.input}
                style={{ width: part.width }}
                inputMode="numeric"
                autoComplete={part.autoComplete}
                maxLength={part.maxLength}
                value={parts[part.key]}
                aria-invalid={error ? true : undefined}
                onChange={(e) => change(part.key, e.target.value)}
              />
            </div>
          );
        })}
      </div>
      <FieldError id={q.id} error={error} />
    </fieldset>
  );
});
