import { useT } from '#web/i18n/use-t.ts';
import { css } from './static/classes.ts';
import { PAGE_LOADING_MARK } from './static/page-loading-mark.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/** What a lazy page shows while its code downloads. */
export function PageLoading() {
  const { t } = useT();
  return (
    <div className={css.loading} role="status" {...{ [PAGE_LOADING_MARK]: '' }}>
      <span className={css.spinner} aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}
