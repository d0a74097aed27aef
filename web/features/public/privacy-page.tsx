import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import en from '#web/i18n/messages/privacy/en.json';
import es from '#web/i18n/messages/privacy/es.json';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/classes.ts';
import { pageData, programme } from '#web/config/site.ts';
import { usePageMessages } from '#web/i18n/page-messages.ts';
import { paths } from '#web/lib/paths.ts';

type Key = keyof typeof en;

/** A retention period as the server wrote it into the page; 0 (the messages then name no number) without it. */
const period = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);

function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={css.stack4}>
      <h2 id={id ? `${id}-title` : undefined} className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The portal's own privacy statement (docs/product.md#the-programmes-own-pages): what it keeps about a person, why and
 * for how long, with the retention periods the server is set to (decision 028) and the programme's contact details
 * when it gave them. Linked from the landing page's tick and the footer until the programme sets its own statement.
 * Its words are a catalogue of its own (web/i18n/messages/privacy), loaded with this page only.
 */
export default function PrivacyPage() {
  const pt = usePageMessages<Key>({ en, es });
  const { hash } = useLocation();
  // The footer's "Do Not Sell My Personal Information" opens the page at its section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const { contactPhone: phone, contactEmail: email, programmeName } = programme;
  return (
    <div className={css.page}>
      <PageTitle title={pt('privacy.title')} />
      <div className={css.stack6}>
        <h1 className={css.pageTitle}>{pt('privacy.title')}</h1>
        <p className={css.lead}>{pt('privacy.intro')}</p>
        {programmeName && <p className={css.text}>{pt('privacy.runFor', { programme: programmeName })}</p>}

        <Section title={pt('privacy.keepTitle')}>
          <ul className={css.bulletList}>
            {(['privacy.keepRequest', 'privacy.keepPerson', 'privacy.keepAddresses', 'privacy.keepContact', 'privacy.keepAnswers'] as const).map((key) => (
              <li key={key}>{pt(key)}</li>
            ))}
          </ul>
          <p className={css.text}>{pt('privacy.keepProtected')}</p>
        </Section>

        <Section title={pt('privacy.whyTitle')}>
          <ul className={css.bulletList}>
            {(['privacy.whyShip', 'privacy.whyRules', 'privacy.whyTwice', 'privacy.whyCount'] as const).map((key) => (
              <li key={key}>{pt(key)}</li>
            ))}
          </ul>
        </Section>

        <Section title={pt('privacy.howLongTitle')}>
          <ul className={css.bulletList}>
            <li>{pt('privacy.howLongPerson', { months: period(pageData.retention?.consumerMonths) })}</li>
            <li>{pt('privacy.howLongMail', { days: period(pageData.retention?.mailDays) })}</li>
            <li>{pt('privacy.howLongUnfinished', { days: period(pageData.retention?.unfinishedRunDays) })}</li>
            <li>
              {pt('privacy.howLongAccount')}{' '}
              <RouterLink to={paths.account} className={css.textLink}>{pt('privacy.accountLink')}</RouterLink>
            </li>
          </ul>
        </Section>

        <Section title={pt('privacy.whoTitle')}>
          <p className={css.text}>{pt('privacy.whoStaff')}</p>
        </Section>

        <Section title={pt('privacy.cookiesTitle')}>
          <p className={css.text}>{pt('privacy.cookies')}</p>
        </Section>

        <Section id="do-not-sell" title={pt('privacy.doNotSellTitle')}>
          <p className={css.text}>{pt('privacy.doNotSell')}</p>
        </Section>

        <Section title={pt('privacy.membershipTitle')}>
          <p className={css.text}>{pt('privacy.membership')}</p>
        </Section>

        {(phone || email) && (
          <Section title={pt('privacy.questionsTitle')}>
            <p className={css.text}>{pt('privacy.questions')}</p>
            <ul className={css.bulletList}>
              {phone && <li>{pt('privacy.phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={css.textLink}>{phone}</a></li>}
              {email && <li>{pt('privacy.email')} <a href={`mailto:${email}`} className={css.textLink}>{email}</a></li>}
            </ul>
          </Section>
        )}
      </div>
    </div>
  );
}
