import { css } from '#web/components/static/form-classes.ts';
import { useT } from '#web/i18n/use-t.ts';

/** Where the person is in the questionnaire: 'Step 3 of 11' and a bar (one step at a time: docs/product.md#the-questionnaire). */
export function StepProgress({ number, total }: { number: number; total: number }) {
  const percent = Math.round((Math.min(number, total) / Math.max(total, 1)) * 100);
  const { t } = useT();
  const label = t('questionnaire.stepOf', { step: number, steps: total });
  return (
    <div>
      <p className={css.progressLabel} aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('questionnaire.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={label}
        className={css.progressTrack}
      >
        <div className={css.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
