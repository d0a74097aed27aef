import { Fragment } from 'react';
import type { ReviewSection } from '#schemas/generated/flow-api.ts';
import { css } from '#web/components/static/review-classes.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * Check your answers (GOV.UK's pattern, decision 062): the answers the server holds, a section for each step that
 * asked them, each with Change, which takes the person back to that step; once they continue, the server brings them
 * back here (or stops at the first page the change makes wrong).
 */
export default function AnswersReview({ sections, onChange, busy }: { sections: ReviewSection[]; onChange: (step: number) => void; busy: boolean }) {
  const { t } = useT();
  return (
    <div className={css.stack6}>
      {sections.map((section) => (
        <section key={section.step} className={css.reviewSection} aria-labelledby={`review-${section.step}`}>
          <div className={css.reviewHeader}>
            <h2 id={`review-${section.step}`} className={css.reviewTitle}>
              {section.title}
            </h2>
            <a
              href={`?step=${section.step}`}
              className={css.reviewChange}
              onClick={(event) => {
                event.preventDefault();
                if (!busy) onChange(section.step);
              }}
            >
              {t('questionnaire.change')}{' '}
              <span className={css.visuallyHidden}>{section.title}</span>
            </a>
          </div>
          <dl className={css.reviewList}>
            {section.rows.map((row) => (
              <Fragment key={row.questionId}>
                <dt className={css.reviewKey}>{row.label}</dt>
                <dd className={css.reviewValue}>{row.answer}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
