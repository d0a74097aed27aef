import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { confirmationPageWords, orderConfirmation } from '#engine/order-confirmation.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import { ConfirmationPanel } from '#web/components/confirmation-panel.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { paths } from '#web/lib/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useStepFocus } from './step-focus.ts';

/** The Track My Shipment page with this order number filled in. */
export const trackPathFor = (mrn: string) => `${paths.track}?mrn=${encodeURIComponent(mrn)}`;

/**
 * The placed order as GOV.UK's confirmation page: a panel with the page's one heading (`title`, which takes focus as a
 * step's does) and the order number (MRN); then that the email was sent, what was ordered, where it ships (city,
 * state and ZIP only), what happens next, and the way to follow it (Track my order), in the same words as the
 * confirmation email (engine/order-confirmation.ts).
 */
export function OrderConfirmationView({ title, facts, goHome }: { title: string; facts: OrderConfirmationFacts; goHome: string }) {
  const { language } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, title);
  const c = orderConfirmation(facts, language);
  const page = confirmationPageWords(language);
  return (
    <div className={css.stack6}>
      <ConfirmationPanel title={title} label={c.mrnLabel} code={c.mrn} headingRef={heading} codeTestId="order-mrn" />
      <p className={css.text}>{page.emailSent}</p>
      <dl className={css.facts}>
        <dt className={css.factName}>{c.orderedLabel}</dt>
        <dd className={css.factValue}>{c.ordered}</dd>
        <dt className={css.factName}>{c.shipsToLabel}</dt>
        <dd className={css.factValue}>{c.shipsTo}</dd>
      </dl>
      <div>
        <h2 className={css.nextTitle}>{c.nextLabel}</h2>
        <ul className={css.nextList}>
          {c.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className={css.text}>{c.trackIntro}</p>
      <div className={css.endActions}>
        <RouterLink to={trackPathFor(c.mrn)} className={css.questionButtonLarge}>
          {c.trackLabel}
        </RouterLink>
        <RouterLink to={paths.home} className={css.outlineButtonLarge}>
          {goHome}
        </RouterLink>
      </div>
    </div>
  );
}
