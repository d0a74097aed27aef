import { useId, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { REVERSAL_FLOW_ID } from '#schemas/reversal-report.ts';
import { ownQuestionnairePage } from '#web/lib/questionnaire-addresses.ts';
import { paths } from '#web/lib/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { VisuallyHidden } from '#web/components/visually-hidden.tsx';
import { privacyStatement } from '#web/config/site.ts';
import { RichText } from '#web/i18n/rich-text.tsx';
import { useT } from '#web/i18n/use-t.ts';

const noSubscription = () => () => undefined;

/**
 * The home page (docs/product.md#public-pages): Next is enabled once the privacy box is ticked. Styled
 * statically (web/components/static): the first page of a visit loads no Chakra.
 */
export function LandingPage() {
  const [acknowledged, setAcknowledged] = useState(false);
  const navigate = useNavigate();
  const checkboxId = useId();
  const hintId = useId();
  const { t } = useT();
  // The overdose-reversal report, once it is live (docs/product.md#the-overdose-reversal-report).
  const reportAddress = ownQuestionnairePage(REVERSAL_FLOW_ID);
  // In the server's page (and until it is hydrated) Next sends the form to /welcome, which the required box guards,
  // so the page works without JavaScript (decision 082); the app then holds Next until the box is ticked.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);

  return (
    <div className={css.page}>
      <PageTitle title={t('landing.title')} />
      <div className={css.stack5}>
        <h1 className={css.landingTitle}>{t('landing.title')}</h1>
        <p className={css.lead}>{t('landing.intro')}</p>
        <p className={css.text}>{t('landing.howTo')}</p>
        <p className={css.text}>{t('landing.call911')}</p>

        <form
          className={css.ackForm}
          action={paths.welcome}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (acknowledged) navigate(paths.welcome);
          }}
        >
          <div className={css.ackRow}>
            <input
              type="checkbox"
              id={checkboxId}
              checked={acknowledged}
              required
              onChange={(event) => setAcknowledged(event.target.checked)}
              className={css.ackBox}
            />
            <label htmlFor={checkboxId} className={css.ackLabel}>
              <RichText
                id="landing.acknowledge"
                tags={{
                  link: (words) => (
                    <a href={privacyStatement.href} target="_blank" rel="noopener noreferrer" className={css.textLink}>
                      {words} <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
                    </a>
                  ),
                }}
              />
            </label>
          </div>
          {!acknowledged && (
            <p id={hintId} className={css.hint}>
              {t('landing.tickToContinue')}
            </p>
          )}
          <div>
            <button
              type="submit"
              className={css.primaryButtonLarge}
              disabled={scripted && !acknowledged}
              aria-describedby={acknowledged ? undefined : hintId}
            >
              {t('common.next')}
            </button>
          </div>
        </form>
        {reportAddress && (
          <p className={css.text}>
            <RouterLink to={reportAddress} className={css.textLink}>
              {t('landing.reportReversal')}
            </RouterLink>
          </p>
        )}
      </div>
    </div>
  );
}
