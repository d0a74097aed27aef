import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { applicationReceived } from '#engine/application-received.ts';
import { reviewWorkingDaysOf } from '#engine/programme-settings.ts';
import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import { ConfirmationPanel } from '#web/components/confirmation-panel.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { pageData } from '#web/config/site.ts';
import { css } from '#web/components/static/form-classes.ts';
import { useT } from '#web/i18n/use-t.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * What an applicant reads after Register (docs/product.md#membership-applications): the application's reference and
 * what happens next, in the acknowledgement email's words, with the programme's review time. Its own address carries
 * the reference, so a reload shows the same page and sends nothing; an address whose reference could not be one shows
 * `notFound` (the route table's not-found page, which the server renders there too: decision 087).
 */
export default function ApplicationReceivedPage({ notFound }: { notFound: ReactNode }) {
  const { reference = '' } = useParams();
  const { t, language } = useT();
  if (!APPLICATION_REFERENCE_PATTERN.test(reference)) return notFound;
  // The programme's review time, written into the page by the server (decisions 058 and 060); the default without it.
  const words = applicationReceived(language, reviewWorkingDaysOf(pageData.programme?.applicationReviewWorkingDays));
  return (
    <div className={css.page}>
      <PageTitle title={words.title} />
      <div className={css.stack6}>
        {/* The order confirmation's look: the heading and the number a person quotes, first and large. */}
        <ConfirmationPanel title={words.title} label={words.referenceLabel} code={reference} />
        <p className={css.text}>{words.referenceNote}</p>
        <p className={css.text}>{words.emailSent}</p>
        <div>
          <h2 className={css.nextTitle}>{words.nextLabel}</h2>
          <ul className={css.nextList}>
            {words.next.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
        <p className={css.text}>
          <RouterLink to={paths.home} className={css.strongLink}>
            {t('register.received.home')}
          </RouterLink>
        </p>
      </div>
    </div>
  );
}
