import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The information icon of an alert (Chakra's own alert indicator draws the same). */
function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" className={css.noticeIconSvg} aria-hidden="true" focusable="false">
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z" />
    </svg>
  );
}

/** The welcome page (spec §2): the partnership banner and the one way on, 'I'm a Consumer'. Styled statically. */
export function WelcomePage() {
  const { t } = useT();
  return (
    <div className={css.page}>
      <PageTitle title={t('welcome.title')} />
      <div className={css.stack6}>
        <h1 className={css.pageTitle}>{t('welcome.title')}</h1>
        <div className={css.notice}>
          <span className={css.noticeIcon}>
            <InfoIcon />
          </span>
          <div className={css.noticeContent}>
            <div className={css.noticeTitle}>{t('welcome.aboutTitle')}</div>
            <div className={css.noticeText}>
              {t('welcome.about', { partnership: t('site.partnership', partnershipValues) })}
            </div>
          </div>
        </div>
        <h2 className={css.sectionTitle}>{t('welcome.whichDescribesYou')}</h2>
        <RouterLink to={paths.form} className={css.choiceCard}>
          <span className={css.choiceTitle}>{t('welcome.consumer')}</span>
          <span className={css.choiceHint}>{t('welcome.consumerHint')}</span>
        </RouterLink>
      </div>
    </div>
  );
}
