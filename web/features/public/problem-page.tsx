import { useLocation } from 'react-router-dom';
import type { ProblemPageState } from '#schemas/server-page-state.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { useT } from '#web/i18n/use-t.ts';
import { paths } from '#web/lib/paths.ts';

/** What went wrong, by the status the server answered with. */
function explanation(status: number): MessageKey {
  if (status === 429) return 'problem.tooMany';
  if (status === 413) return 'problem.tooLarge';
  return 'problem.server';
}

/**
 * A form sent without a script that the server could not answer at all (decision 084): at the page's own address, what
 * went wrong in plain words and the way back to the page; nothing the person typed was taken. Styled statically.
 */
export function ProblemPage({ problem }: { problem: ProblemPageState }) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <div className={css.page}>
      <PageTitle title={t('problem.title')} />
      <div className={css.stack4}>
        <h1 className={css.pageTitle}>{t('problem.title')}</h1>
        <p className={css.text}>{t(explanation(problem.status))}</p>
        <p className={css.text}>
          <a href={pathname} className={css.strongLink}>{t('problem.goBack')}</a>
        </p>
        <p className={css.text}>
          <a href={paths.home} className={css.textLink}>{t('notFound.goHome')}</a>
        </p>
      </div>
    </div>
  );
}
