import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { Notice } from '#web/components/notice.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';
import { REQUEST_MINUTES, TRAINING_VIDEO_MINUTES } from './welcome-facts.ts';

/**
 * The welcome page (docs/product.md#public-pages): the partnership banner, what a request takes (its time and what to
 * have at hand, as GOV.UK's start pages say before the start), and the one way on, 'I'm a Consumer'. Styled statically.
 */
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
        <section aria-labelledby="welcome-before" className={css.stack4}>
          <h2 id="welcome-before" className={css.sectionTitle}>{t('welcome.beforeTitle')}</h2>
          <p className={css.text}>{t('welcome.time', { minutes: REQUEST_MINUTES, videoMinutes: TRAINING_VIDEO_MINUTES })}</p>
          <p className={css.text}>{t('welcome.needTitle')}</p>
          <ul className={css.bulletList}>
            <li>{t('welcome.needAddress')}</li>
            <li>{t('welcome.needPerson')}</li>
            <li>{t('welcome.needContact')}</li>
          </ul>
        </section>
        <h2 className={css.sectionTitle}>{t('welcome.whichDescribesYou')}</h2>
        <RouterLink to={paths.form} className={css.choiceCard}>
          <span className={css.choiceTitle}>{t('welcome.consumer')}</span>
          <span className={css.choiceHint}>{t('welcome.consumerHint')}</span>
        </RouterLink>
      </div>
    </div>
  );
}
