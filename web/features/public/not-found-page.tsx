import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, paths } from '#web/lib/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { onSessionUserChange, readSessionUser } from '#web/lib/session-user.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The not-found page (docs/product.md#public-pages). A signed-in user is offered their dashboard (Progress; Bulk Orders
 * for a customer, who may not see Progress), anyone else the home page. Styled statically.
 */
export function NotFoundPage() {
  // Nobody is signed in on the server's page (decision 082); a signed-in person's link follows once it is hydrated.
  const role = useSyncExternalStore(onSessionUserChange, () => readSessionUser()?.claims.role ?? null, () => null);
  const target = role ? homePathFor(role) : paths.home;
  const { t } = useT();
  const label = t(role ? (target === paths.progress ? 'notFound.goProgress' : 'notFound.goBulkOrders') : 'notFound.goHome');
  return (
    <div className={css.page}>
      <PageTitle title={t('notFound.title')} />
      <div className={css.stack4}>
        <h1 className={css.pageTitle}>{t('notFound.title')}</h1>
        <p className={css.text}>{t('notFound.body')}</p>
        <p className={css.text}>
          <RouterLink to={target} className={css.strongLink}>
            {label}
          </RouterLink>
        </p>
      </div>
    </div>
  );
}
