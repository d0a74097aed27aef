import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { Notice } from '#web/components/notice.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The welcome page (docs/product.md#public-pages): the partnership banner and the one way on, 'I'm a Consumer'. Styled statically. */
export function WelcomePage() {
  const { t } = useT();
  return (
    <div className={css.page}>
      <PageTitle title={t('welcome.title')} />
      <div className={css.stack6}>
        <h1 className={css.pageTitle}>{t('welcome.title')}</h1>
        <Notice status="info">
          <div className={css.noticeTitle}>{t('welcome.aboutTitle')}</div>
          <div className={css.noticeText}>{t('welcome.about', { partnership: t('site.partnership', partnershipValues) })}</div>
        </Notice>
        <h2 className={css.sectionTitle}>{t('welcome.whichDescribesYou')}</h2>
        <RouterLink to={paths.form} className={css.choiceCard}>
          <span className={css.choiceTitle}>{t('welcome.consumer')}</span>
          <span className={css.choiceHint}>{t('welcome.consumerHint')}</span>
        </RouterLink>
      </div>
    </div>
  );
}
